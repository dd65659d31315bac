"""F.hardtanh: synthesised by warpgym synth (seed 7, index 5071, torch#1, dim 0 x3585)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardtanh(x)
        return x


def get_inputs():
    return [torch.randn(57360, 32, 16, 16)]


def get_init_inputs():
    return []
