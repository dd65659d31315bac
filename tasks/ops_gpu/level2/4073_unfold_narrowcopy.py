"""F.unfold -> torch.narrow_copy: synthesised by warpgym synth (seed 7, index 6405, torch#2, dim 0 x2550)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.unfold -> torch.narrow_copy"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.unfold(x, kernel_size=3)
        x = torch.narrow_copy(x, -1, 2, 2)
        return x


def get_inputs():
    return [torch.randn(20400, 64, 16, 16)]


def get_init_inputs():
    return []
