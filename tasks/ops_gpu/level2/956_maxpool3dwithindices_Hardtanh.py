"""F.max_pool3d_with_indices -> Hardtanh: synthesised by warpgym synth (seed 7, index 1550, torch#2, dim 0 x6515)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool3d_with_indices -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        x = self.hardtanh_1(x)
        return x


def get_inputs():
    return [torch.randn(52120, 16, 32, 32)]


def get_init_inputs():
    return []
