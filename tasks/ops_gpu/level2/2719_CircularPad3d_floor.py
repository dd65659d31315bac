"""CircularPad3d -> torch.floor: synthesised by warpgym synth (seed 7, index 4296, torch#2, dim 0 x6062)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad3d -> torch.floor"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_0 = nn.CircularPad3d(padding=1)

    def forward(self, x):
        x = self.circularpad3d_0(x)
        x = torch.floor(x)
        return x


def get_inputs():
    return [torch.randn(12124, 8, 8, 16, 16)]


def get_init_inputs():
    return []
