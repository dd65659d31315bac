"""Mish -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 7, index 2278, transformers#2, dim 0 x616)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """Mish -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = self.mish_0(x)
        x = self.clippedgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(9856, 32, 16, 16)]


def get_init_inputs():
    return []
