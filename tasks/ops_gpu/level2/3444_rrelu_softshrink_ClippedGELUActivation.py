"""F.rrelu -> F.softshrink -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 7, index 5412, transformers#3, dim 0 x2543)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """F.rrelu -> F.softshrink -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_2 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = F.rrelu(x)
        x = F.softshrink(x)
        x = self.clippedgeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(20344, 64, 16, 16)]


def get_init_inputs():
    return []
