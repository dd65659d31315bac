"""torch.cosh -> torch.asinh: synthesised by warpgym synth (seed 7, index 3252, torch#2, dim 0 x1946)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cosh -> torch.asinh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cosh(x)
        x = torch.asinh(x)
        return x


def get_inputs():
    return [torch.randn(15568, 256, 128)]


def get_init_inputs():
    return []
