"""hf.SiLUActivation -> F.gelu: synthesised by warpgym synth (seed 7, index 4346, transformers#2, dim 0 x2235)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation -> F.gelu"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()

    def forward(self, x):
        x = self.siluactivation_0(x)
        x = F.gelu(x)
        return x


def get_inputs():
    return [torch.randn(35760, 32, 16, 16)]


def get_init_inputs():
    return []
