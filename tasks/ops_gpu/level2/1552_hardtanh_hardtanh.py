"""F.hardtanh -> F.hardtanh: synthesised by warpgym synth (seed 7, index 2477, torch#2, dim 0 x3658)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> F.hardtanh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardtanh(x)
        x = F.hardtanh(x)
        return x


def get_inputs():
    return [torch.randn(58528, 32, 256)]


def get_init_inputs():
    return []
