"""F.softplus -> F.tanh: synthesised by warpgym synth (seed 7, index 1003, torch#2, dim 0 x957)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softplus -> F.tanh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softplus(x)
        x = F.tanh(x)
        return x


def get_inputs():
    return [torch.randn(15312, 32, 16, 16)]


def get_init_inputs():
    return []
