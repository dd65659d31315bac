"""F.tanh -> torch.multiply: synthesised by warpgym synth (seed 7, index 6277, torch#2, dim 0 x1893)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanh -> torch.multiply"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.tanh(x)
        x = torch.multiply(x, x1)
        return x


def get_inputs():
    return [torch.randn(30288, 32, 256), torch.randn(30288, 32, 256)]


def get_init_inputs():
    return []
