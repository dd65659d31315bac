"""F.hardswish -> F.conv2d: synthesised by warpgym synth (seed 7, index 825, torch#2, dim 0 x220)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardswish -> F.conv2d"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.hardswish(x)
        x = F.conv2d(x, x1)
        return x


def get_inputs():
    return [torch.randn(3520, 32, 16, 16), torch.randn(3520, 32, 16, 16)]


def get_init_inputs():
    return []
