"""CircularPad2d -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 7, index 3316, transformers#2, dim 0 x2310)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """CircularPad2d -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_0 = nn.CircularPad2d(padding=1)
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = self.circularpad2d_0(x)
        x = self.clippedgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(18480, 64, 16, 16)]


def get_init_inputs():
    return []
