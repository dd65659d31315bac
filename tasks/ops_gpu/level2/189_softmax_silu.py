"""F.softmax -> F.silu: synthesised by warpgym synth (seed 7, index 292, torch#2, dim 0 x1688)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmax -> F.silu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softmax(x)
        x = F.silu(x)
        return x


def get_inputs():
    return [torch.randn(864256, 256)]


def get_init_inputs():
    return []
