"""torch.sin -> CircularPad3d: synthesised by warpgym synth (seed 7, index 941, torch#2, dim 0 x5230)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sin -> CircularPad3d"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_1 = nn.CircularPad3d(padding=1)

    def forward(self, x):
        x = torch.sin(x)
        x = self.circularpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(10460, 8, 8, 16, 16)]


def get_init_inputs():
    return []
