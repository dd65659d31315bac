"""torch.triu -> F.hardtanh -> torch.sum: synthesised by warpgym synth (seed 7, index 2796, torch#3, dim 0 x4009)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.triu -> F.hardtanh -> torch.sum"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.triu(x)
        x = F.hardtanh(x)
        x = torch.sum(x)
        return x


def get_inputs():
    return [torch.randn(1026304, 256)]


def get_init_inputs():
    return []
