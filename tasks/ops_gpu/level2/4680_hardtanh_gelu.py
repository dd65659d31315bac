"""F.hardtanh -> F.gelu: synthesised by warpgym synth (seed 8, index 379, torch#2, dim 0 x7581)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> F.gelu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardtanh(x)
        x = F.gelu(x)
        return x


def get_inputs():
    return [torch.randn(1940736, 256)]


def get_init_inputs():
    return []
