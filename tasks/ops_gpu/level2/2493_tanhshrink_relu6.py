"""F.tanhshrink -> F.relu6: synthesised by warpgym synth (seed 7, index 3944, torch#2, dim 0 x1785)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> F.relu6"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.tanhshrink(x)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(14280, 256, 128)]


def get_init_inputs():
    return []
