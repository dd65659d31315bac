"""F.relu -> CircularPad3d: synthesised by warpgym synth (seed 8, index 273, torch#2, dim 0 x3462)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> CircularPad3d"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_1 = nn.CircularPad3d(padding=1)

    def forward(self, x):
        x = F.relu(x)
        x = self.circularpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(27696, 64, 16, 16)]


def get_init_inputs():
    return []
