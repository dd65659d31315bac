"""ZeroPad2d -> Flatten: synthesised by warpgym synth (seed 7, index 457, torch#2, dim 0 x6190)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> Flatten"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)
        self.flatten_1 = nn.Flatten()

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = self.flatten_1(x)
        return x


def get_inputs():
    return [torch.randn(24760, 16, 8, 8, 8)]


def get_init_inputs():
    return []
