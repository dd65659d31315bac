"""ZeroPad2d -> Hardswish: synthesised by warpgym synth (seed 7, index 4934, torch#2, dim 0 x14783)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> Hardswish"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)
        self.hardswish_1 = nn.Hardswish()

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = self.hardswish_1(x)
        return x


def get_inputs():
    return [torch.randn(1892224, 256)]


def get_init_inputs():
    return []
