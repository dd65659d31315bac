"""SELU -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 10, index 37, transformers#2, dim 0 x1884)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """SELU -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = self.selu_0(x)
        x = self.clippedgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(482304, 512)]


def get_init_inputs():
    return []
