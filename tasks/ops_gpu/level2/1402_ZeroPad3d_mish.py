"""ZeroPad3d -> F.mish: synthesised by warpgym synth (seed 7, index 2245, torch#2, dim 0 x2239)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad3d -> F.mish"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_0 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = self.zeropad3d_0(x)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(4478, 8, 8, 16, 16)]


def get_init_inputs():
    return []
