"""Softmax -> torch.cumprod -> ZeroPad2d -> F.mish -> F.adaptive_max_pool3d_with_indices: synthesised by warpgym synth (seed 7, index 5653, torch#5, dim 0 x488)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> torch.cumprod -> ZeroPad2d -> F.mish -> F.adaptive_max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()
        self.zeropad2d_2 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = self.softmax_0(x)
        x = torch.cumprod(x, -1)
        x = self.zeropad2d_2(x)
        x = F.mish(x)
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(1952, 32, 32, 32)]


def get_init_inputs():
    return []
