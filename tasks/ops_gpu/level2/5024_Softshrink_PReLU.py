"""Softshrink -> PReLU: synthesised by warpgym synth (seed 9, index 474, torch#2, dim 0 x14731)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> PReLU"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = self.softshrink_0(x)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(29462, 8, 8, 16, 16)]


def get_init_inputs():
    return []
