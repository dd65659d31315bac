"""F.hardtanh -> torch.dist: synthesised by warpgym synth (seed 7, index 1618, torch#2, dim 0 x1863)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> torch.dist"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.hardtanh(x)
        x = torch.dist(x, x1)
        return x


def get_inputs():
    return [torch.randn(29808, 64, 128), torch.randn(29808, 64, 128)]


def get_init_inputs():
    return []
