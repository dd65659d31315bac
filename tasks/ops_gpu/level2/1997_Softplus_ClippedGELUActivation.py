"""Softplus -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 7, index 3149, transformers#2, dim 0 x3948)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """Softplus -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = self.softplus_0(x)
        x = self.clippedgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(63168, 32, 256)]


def get_init_inputs():
    return []
