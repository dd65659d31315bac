"""F.pixel_unshuffle -> torch.matmul: synthesised by warpgym synth (seed 7, index 3570, torch#2, dim 0 x2620)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pixel_unshuffle -> torch.matmul"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.pixel_unshuffle(x, 2)
        x = torch.matmul(x, x1)
        return x


def get_inputs():
    return [torch.randn(10480, 32, 32, 32), torch.randn(10480, 128, 16, 16)]


def get_init_inputs():
    return []
