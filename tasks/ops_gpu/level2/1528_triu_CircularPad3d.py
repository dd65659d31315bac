"""torch.triu -> CircularPad3d: synthesised by warpgym synth (seed 7, index 2446, torch#2, dim 0 x1804)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.triu -> CircularPad3d"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_1 = nn.CircularPad3d(padding=1)

    def forward(self, x):
        x = torch.triu(x)
        x = self.circularpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(14432, 64, 16, 16)]


def get_init_inputs():
    return []
