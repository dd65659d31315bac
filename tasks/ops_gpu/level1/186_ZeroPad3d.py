"""ZeroPad3d: synthesised by warpgym synth (seed 7, index 2686, torch#1, dim 0 x879)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad3d"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_0 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = self.zeropad3d_0(x)
        return x


def get_inputs():
    return [torch.randn(7032, 256, 128)]


def get_init_inputs():
    return []
