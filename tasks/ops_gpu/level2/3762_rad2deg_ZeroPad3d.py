"""torch.rad2deg -> ZeroPad3d: synthesised by warpgym synth (seed 7, index 5907, torch#2, dim 0 x10423)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> ZeroPad3d"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_1 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = torch.rad2deg(x)
        x = self.zeropad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(20846, 8, 8, 16, 16)]


def get_init_inputs():
    return []
