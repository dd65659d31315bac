"""ZeroPad2d -> F.avg_pool2d: synthesised by warpgym synth (seed 7, index 1916, torch#2, dim 0 x865)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> F.avg_pool2d"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = F.avg_pool2d(x, 3)
        return x


def get_inputs():
    return [torch.randn(6920, 256, 128)]


def get_init_inputs():
    return []
