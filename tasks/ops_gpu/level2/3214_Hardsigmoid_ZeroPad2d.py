"""Hardsigmoid -> ZeroPad2d: synthesised by warpgym synth (seed 7, index 5061, torch#2, dim 0 x8019)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = self.zeropad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(513216, 1024)]


def get_init_inputs():
    return []
