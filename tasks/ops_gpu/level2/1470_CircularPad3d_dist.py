"""CircularPad3d -> torch.dist: synthesised by warpgym synth (seed 7, index 2286, torch#2, dim 0 x3127)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad3d -> torch.dist"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_0 = nn.CircularPad3d(padding=1)

    def forward(self, x, x1):
        x = self.circularpad3d_0(x)
        x = torch.dist(x, x1)
        return x


def get_inputs():
    return [torch.randn(25016, 64, 16, 16), torch.randn(25016, 66, 18, 18)]


def get_init_inputs():
    return []
