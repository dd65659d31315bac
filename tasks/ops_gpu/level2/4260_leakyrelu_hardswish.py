"""F.leaky_relu -> F.hardswish: synthesised by warpgym synth (seed 7, index 6696, torch#2, dim 0 x10765)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> F.hardswish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.leaky_relu(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(43060, 16, 8, 8, 8)]


def get_init_inputs():
    return []
