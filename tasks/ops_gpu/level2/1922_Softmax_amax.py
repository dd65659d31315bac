"""Softmax -> torch.amax: synthesised by warpgym synth (seed 7, index 3043, torch#2, dim 0 x3599)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> torch.amax"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()

    def forward(self, x):
        x = self.softmax_0(x)
        x = torch.amax(x)
        return x


def get_inputs():
    return [torch.randn(28792, 16, 32, 32)]


def get_init_inputs():
    return []
