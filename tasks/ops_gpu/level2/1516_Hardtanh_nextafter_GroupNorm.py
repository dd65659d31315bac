"""Hardtanh -> torch.nextafter -> GroupNorm: synthesised by warpgym synth (seed 7, index 2428, torch#3, dim 0 x1724)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh -> torch.nextafter -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()
        self.groupnorm_2 = nn.GroupNorm(num_channels=64, num_groups=2)

    def forward(self, x, x1):
        x = self.hardtanh_0(x)
        x = torch.nextafter(x, x1)
        x = self.groupnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(13792, 64, 16, 16), torch.randn(13792, 64, 16, 16)]


def get_init_inputs():
    return []
