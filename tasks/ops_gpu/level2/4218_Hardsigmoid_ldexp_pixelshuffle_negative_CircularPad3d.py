"""Hardsigmoid -> torch.ldexp -> F.pixel_shuffle -> torch.negative -> CircularPad3d: synthesised by warpgym synth (seed 7, index 6623, torch#5, dim 0 x1121)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> torch.ldexp -> F.pixel_shuffle -> torch.negative -> CircularPad3d"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.circularpad3d_4 = nn.CircularPad3d(padding=1)

    def forward(self, x, x1):
        x = self.hardsigmoid_0(x)
        x = torch.ldexp(x, x1)
        x = F.pixel_shuffle(x, 2)
        x = torch.negative(x)
        x = self.circularpad3d_4(x)
        return x


def get_inputs():
    return [torch.randn(4484, 16, 8, 8, 8), torch.randn(4484, 16, 8, 8, 8)]


def get_init_inputs():
    return []
