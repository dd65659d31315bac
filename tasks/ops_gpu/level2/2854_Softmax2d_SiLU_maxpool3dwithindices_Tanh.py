"""Softmax2d -> SiLU -> F.max_pool3d_with_indices -> Tanh: synthesised by warpgym synth (seed 7, index 4510, torch#4, dim 0 x4735)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> SiLU -> F.max_pool3d_with_indices -> Tanh"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()
        self.silu_1 = nn.SiLU()
        self.tanh_3 = nn.Tanh()

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = self.silu_1(x)
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        x = self.tanh_3(x)
        return x


def get_inputs():
    return [torch.randn(37880, 16, 32, 32)]


def get_init_inputs():
    return []
