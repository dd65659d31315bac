"""Hardsigmoid -> torch.clamp_max -> torch.exp -> torch.pow: synthesised by warpgym synth (seed 7, index 5048, torch#4, dim 0 x873)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> torch.clamp_max -> torch.exp -> torch.pow"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = torch.clamp_max(x, 0.5)
        x = torch.exp(x)
        x = torch.pow(x, 2.0)
        return x


def get_inputs():
    return [torch.randn(446976, 256)]


def get_init_inputs():
    return []
