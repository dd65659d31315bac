"""torch.flipud -> ZeroPad2d: synthesised by warpgym synth (seed 7, index 1816, torch#2, dim 0 x1242)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = torch.flipud(x)
        x = self.zeropad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(9936, 256, 128)]


def get_init_inputs():
    return []
