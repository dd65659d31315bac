"""F.hardtanh -> torch.square: synthesised by warpgym synth (seed 7, index 6919, torch#2, dim 0 x7794)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> torch.square"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardtanh(x)
        x = torch.square(x)
        return x


def get_inputs():
    return [torch.randn(1995264, 256)]


def get_init_inputs():
    return []
