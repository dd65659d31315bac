"""F.lp_pool2d -> torch.movedim: synthesised by warpgym synth (seed 7, index 5461, torch#2, dim 0 x507)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool2d -> torch.movedim"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = torch.movedim(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(16224, 128, 64)]


def get_init_inputs():
    return []
