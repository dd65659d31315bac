"""CircularPad2d -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 5367, transformers#2, dim 0 x1279)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """CircularPad2d -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_0 = nn.CircularPad2d(padding=1)
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = self.circularpad2d_0(x)
        x = self.accurategeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(5116, 32, 32, 32)]


def get_init_inputs():
    return []
