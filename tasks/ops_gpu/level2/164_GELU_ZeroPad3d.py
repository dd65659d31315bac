"""GELU -> ZeroPad3d: synthesised by warpgym synth (seed 7, index 249, torch#2, dim 0 x9158)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> ZeroPad3d"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.zeropad3d_1 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = self.gelu_0(x)
        x = self.zeropad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(18316, 8, 8, 16, 16)]


def get_init_inputs():
    return []
