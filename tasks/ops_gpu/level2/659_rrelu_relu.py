"""F.rrelu -> F.relu: synthesised by warpgym synth (seed 7, index 1063, torch#2, dim 0 x894)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> F.relu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.rrelu(x)
        x = F.relu(x)
        return x


def get_inputs():
    return [torch.randn(28608, 128, 64)]


def get_init_inputs():
    return []
