"""F.tanhshrink -> torch.det: synthesised by warpgym synth (seed 7, index 5985, torch#2, dim 0 x12107)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> torch.det"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.tanhshrink(x)
        x = torch.det(x)
        return x


def get_inputs():
    return [torch.randn(48428, 16, 8, 8, 8)]


def get_init_inputs():
    return []
