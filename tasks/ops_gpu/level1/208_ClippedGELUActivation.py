"""hf.ClippedGELUActivation: synthesised by warpgym synth (seed 7, index 2976, transformers#1, dim 0 x806)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_0 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = self.clippedgeluactivation_0(x)
        return x


def get_inputs():
    return [torch.randn(6448, 64, 16, 16)]


def get_init_inputs():
    return []
