"""hf.AccurateGELUActivation -> CircularPad2d: synthesised by warpgym synth (seed 7, index 603, transformers#2, dim 0 x616)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation -> CircularPad2d"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()
        self.circularpad2d_1 = nn.CircularPad2d(padding=1)

    def forward(self, x):
        x = self.accurategeluactivation_0(x)
        x = self.circularpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(4928, 16, 32, 32)]


def get_init_inputs():
    return []
