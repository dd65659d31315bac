"""hf.SiLUActivation -> F.rrelu: synthesised by warpgym synth (seed 7, index 5376, transformers#2, dim 0 x1241)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation -> F.rrelu"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()

    def forward(self, x):
        x = self.siluactivation_0(x)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(9928, 256, 128)]


def get_init_inputs():
    return []
