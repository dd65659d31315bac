"""torch.asinh -> torch.absolute: synthesised by warpgym synth (seed 7, index 1806, torch#2, dim 0 x2993)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.asinh -> torch.absolute"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.asinh(x)
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(23944, 64, 16, 16)]


def get_init_inputs():
    return []
