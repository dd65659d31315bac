"""torch.asinh -> torch.sgn: synthesised by warpgym synth (seed 7, index 2131, torch#2, dim 0 x3923)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.asinh -> torch.sgn"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.asinh(x)
        x = torch.sgn(x)
        return x


def get_inputs():
    return [torch.randn(31384, 16, 32, 32)]


def get_init_inputs():
    return []
