"""Softplus -> ZeroPad2d: synthesised by warpgym synth (seed 7, index 2027, torch#2, dim 0 x3791)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = self.softplus_0(x)
        x = self.zeropad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(30328, 16, 32, 32)]


def get_init_inputs():
    return []
