"""F.hardtanh -> torch.sinh: synthesised by warpgym synth (seed 7, index 3586, torch#2, dim 0 x14809)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> torch.sinh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardtanh(x)
        x = torch.sinh(x)
        return x


def get_inputs():
    return [torch.randn(29618, 8, 8, 16, 16)]


def get_init_inputs():
    return []
