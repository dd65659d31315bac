"""F.rrelu -> F.unfold: synthesised by warpgym synth (seed 7, index 2974, torch#2, dim 0 x859)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> F.unfold"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.rrelu(x)
        x = F.unfold(x, kernel_size=3)
        return x


def get_inputs():
    return [torch.randn(13744, 32, 256)]


def get_init_inputs():
    return []
