"""F.hardshrink -> ZeroPad3d: synthesised by warpgym synth (seed 7, index 1355, torch#2, dim 0 x3891)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardshrink -> ZeroPad3d"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_1 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = F.hardshrink(x)
        x = self.zeropad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(62256, 64, 128)]


def get_init_inputs():
    return []
