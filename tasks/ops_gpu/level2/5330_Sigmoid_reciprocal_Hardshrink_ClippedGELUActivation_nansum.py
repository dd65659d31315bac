"""Sigmoid -> torch.reciprocal -> Hardshrink -> hf.ClippedGELUActivation -> torch.nansum: synthesised by warpgym synth (seed 9, index 718, transformers#5, dim 0 x2106)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """Sigmoid -> torch.reciprocal -> Hardshrink -> hf.ClippedGELUActivation -> torch.nansum"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()
        self.hardshrink_2 = nn.Hardshrink()
        self.clippedgeluactivation_3 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = torch.reciprocal(x)
        x = self.hardshrink_2(x)
        x = self.clippedgeluactivation_3(x)
        x = torch.nansum(x)
        return x


def get_inputs():
    return [torch.randn(33696, 32, 16, 16)]


def get_init_inputs():
    return []
