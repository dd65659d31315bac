"""hf.SiLUActivation -> F.elu: synthesised by warpgym synth (seed 7, index 6257, transformers#2, dim 0 x2225)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation -> F.elu"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()

    def forward(self, x):
        x = self.siluactivation_0(x)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(17800, 64, 16, 16)]


def get_init_inputs():
    return []
