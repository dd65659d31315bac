"""hf.ClippedGELUActivation -> Softmin: synthesised by warpgym synth (seed 7, index 3752, transformers#2, dim 0 x3020)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """hf.ClippedGELUActivation -> Softmin"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_0 = ClippedGELUActivation(max=10, min=-10)
        self.softmin_1 = nn.Softmin()

    def forward(self, x):
        x = self.clippedgeluactivation_0(x)
        x = self.softmin_1(x)
        return x


def get_inputs():
    return [torch.randn(48320, 32, 16, 16)]


def get_init_inputs():
    return []
