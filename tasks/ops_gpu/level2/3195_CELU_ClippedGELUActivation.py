"""CELU -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 7, index 5033, transformers#2, dim 0 x1749)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """CELU -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = self.celu_0(x)
        x = self.clippedgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(13992, 64, 16, 16)]


def get_init_inputs():
    return []
