"""F.rrelu -> F.relu6: synthesised by warpgym synth (seed 10, index 21, torch#2, dim 0 x1564)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> F.relu6"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.rrelu(x)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(800768, 256)]


def get_init_inputs():
    return []
