"""Softshrink -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 7, index 2925, transformers#2, dim 0 x653)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """Softshrink -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = self.softshrink_0(x)
        x = self.clippedgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(10448, 64, 128)]


def get_init_inputs():
    return []
