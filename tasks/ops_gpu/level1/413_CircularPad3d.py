"""CircularPad3d: synthesised by warpgym synth (seed 7, index 6178, torch#1, dim 0 x3480)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad3d"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_0 = nn.CircularPad3d(padding=1)

    def forward(self, x):
        x = self.circularpad3d_0(x)
        return x


def get_inputs():
    return [torch.randn(27840, 16, 32, 32)]


def get_init_inputs():
    return []
