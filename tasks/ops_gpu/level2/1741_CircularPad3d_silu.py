"""CircularPad3d -> F.silu: synthesised by warpgym synth (seed 7, index 2757, torch#2, dim 0 x3241)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad3d -> F.silu"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_0 = nn.CircularPad3d(padding=1)

    def forward(self, x):
        x = self.circularpad3d_0(x)
        x = F.silu(x)
        return x


def get_inputs():
    return [torch.randn(51856, 32, 16, 16)]


def get_init_inputs():
    return []
