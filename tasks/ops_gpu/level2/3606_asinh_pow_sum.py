"""torch.asinh -> torch.pow -> torch.sum: synthesised by warpgym synth (seed 7, index 5532, torch#3, dim 0 x3096)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.asinh -> torch.pow -> torch.sum"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.asinh(x)
        x = torch.pow(x, 2.0)
        x = torch.sum(x)
        return x


def get_inputs():
    return [torch.randn(24768, 64, 16, 16)]


def get_init_inputs():
    return []
