"""Softmin -> F.adaptive_avg_pool3d: synthesised by warpgym synth (seed 7, index 5839, torch#2, dim 0 x1168)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> F.adaptive_avg_pool3d"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()

    def forward(self, x):
        x = self.softmin_0(x)
        x = F.adaptive_avg_pool3d(x, output_size=4)
        return x


def get_inputs():
    return [torch.randn(18688, 32, 16, 16)]


def get_init_inputs():
    return []
