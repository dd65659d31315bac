"""Hardsigmoid -> hf.ClippedGELUActivation -> torch.ravel: synthesised by warpgym synth (seed 7, index 6231, transformers#3, dim 0 x3756)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """Hardsigmoid -> hf.ClippedGELUActivation -> torch.ravel"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = self.clippedgeluactivation_1(x)
        x = torch.ravel(x)
        return x


def get_inputs():
    return [torch.randn(15024, 32, 32, 32)]


def get_init_inputs():
    return []
