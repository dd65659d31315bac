"""torch.multiply -> torch.cholesky_inverse: synthesised by warpgym synth (seed 7, index 6910, torch#2, dim 0 x883)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.multiply -> torch.cholesky_inverse"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.multiply(x, x1)
        x = torch.cholesky_inverse(x)
        return x


def get_inputs():
    return [torch.randn(14128, 32, 16, 16), torch.randn(14128, 32, 16, 16)]


def get_init_inputs():
    return []
