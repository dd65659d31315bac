"""Hardsigmoid -> torch.matmul: synthesised by warpgym synth (seed 7, index 453, torch#2, dim 0 x2347)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> torch.matmul"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()

    def forward(self, x, x1):
        x = self.hardsigmoid_0(x)
        x = torch.matmul(x, x1)
        return x


def get_inputs():
    return [torch.randn(18776, 16, 32, 32), torch.randn(18776, 16, 32, 32)]


def get_init_inputs():
    return []
