"""torch.asinh -> F.rrelu: synthesised by warpgym synth (seed 9, index 189, torch#2, dim 0 x3479)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.asinh -> F.rrelu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.asinh(x)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(27832, 16, 32, 32)]


def get_init_inputs():
    return []
