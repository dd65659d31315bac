"""F.gelu -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 7, index 5442, transformers#2, dim 0 x929)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """F.gelu -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = F.gelu(x)
        x = self.clippedgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(3716, 32, 32, 32)]


def get_init_inputs():
    return []
