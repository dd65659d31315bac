"""Hardsigmoid -> torch.arcsinh: synthesised by warpgym synth (seed 7, index 5158, torch#2, dim 0 x1214)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> torch.arcsinh"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = torch.arcsinh(x)
        return x


def get_inputs():
    return [torch.randn(4856, 32, 32, 32)]


def get_init_inputs():
    return []
