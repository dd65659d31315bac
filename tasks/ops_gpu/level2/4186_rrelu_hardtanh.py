"""F.rrelu -> F.hardtanh: synthesised by warpgym synth (seed 7, index 6574, torch#2, dim 0 x3672)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> F.hardtanh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.rrelu(x)
        x = F.hardtanh(x)
        return x


def get_inputs():
    return [torch.randn(58752, 32, 16, 16)]


def get_init_inputs():
    return []
