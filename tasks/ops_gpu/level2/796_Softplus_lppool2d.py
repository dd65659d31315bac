"""Softplus -> F.lp_pool2d: synthesised by warpgym synth (seed 7, index 1286, torch#2, dim 0 x1073)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> F.lp_pool2d"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()

    def forward(self, x):
        x = self.softplus_0(x)
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(4292, 32, 32, 32)]


def get_init_inputs():
    return []
