"""torch.cummin -> CircularPad3d: synthesised by warpgym synth (seed 8, index 6, torch#2, dim 0 x1710)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cummin -> CircularPad3d"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_1 = nn.CircularPad3d(padding=1)

    def forward(self, x):
        x = torch.cummin(x, -1)[0]
        x = self.circularpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(13680, 16, 32, 32)]


def get_init_inputs():
    return []
