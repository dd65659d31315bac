"""torch.asinh -> torch.subtract: synthesised by warpgym synth (seed 7, index 6214, torch#2, dim 0 x2290)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.asinh -> torch.subtract"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.asinh(x)
        x = torch.subtract(x, x1)
        return x


def get_inputs():
    return [torch.randn(9160, 32, 32, 32), torch.randn(9160, 32, 32, 32)]


def get_init_inputs():
    return []
