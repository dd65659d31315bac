"""F.conv2d: synthesised by warpgym synth (seed 7, index 498, torch#1, dim 0 x102)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.conv2d"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.conv2d(x, x1)
        return x


def get_inputs():
    return [torch.randn(816, 16, 32, 32), torch.randn(816, 16, 32, 32)]


def get_init_inputs():
    return []
