"""F.hardtanh -> torch.subtract: synthesised by warpgym synth (seed 7, index 785, torch#2, dim 0 x6083)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> torch.subtract"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.hardtanh(x)
        x = torch.subtract(x, x1)
        return x


def get_inputs():
    return [torch.randn(12166, 8, 8, 16, 16), torch.randn(12166, 8, 8, 16, 16)]


def get_init_inputs():
    return []
