"""CELU -> ZeroPad2d: synthesised by warpgym synth (seed 7, index 368, torch#2, dim 0 x3587)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = self.celu_0(x)
        x = self.zeropad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(28696, 64, 16, 16)]


def get_init_inputs():
    return []
