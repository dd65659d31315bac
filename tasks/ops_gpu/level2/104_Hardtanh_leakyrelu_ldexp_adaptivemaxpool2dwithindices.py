"""Hardtanh -> F.leaky_relu -> torch.ldexp -> F.adaptive_max_pool2d_with_indices: synthesised by warpgym synth (seed 7, index 149, torch#4, dim 0 x871)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh -> F.leaky_relu -> torch.ldexp -> F.adaptive_max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()

    def forward(self, x, x1):
        x = self.hardtanh_0(x)
        x = F.leaky_relu(x)
        x = torch.ldexp(x, x1)
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(6968, 256, 128), torch.randn(6968, 256, 128)]


def get_init_inputs():
    return []
