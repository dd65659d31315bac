"""GELU -> F.adaptive_avg_pool3d: synthesised by warpgym synth (seed 7, index 996, torch#2, dim 0 x7435)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> F.adaptive_avg_pool3d"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()

    def forward(self, x):
        x = self.gelu_0(x)
        x = F.adaptive_avg_pool3d(x, output_size=4)
        return x


def get_inputs():
    return [torch.randn(59480, 64, 16, 16)]


def get_init_inputs():
    return []
