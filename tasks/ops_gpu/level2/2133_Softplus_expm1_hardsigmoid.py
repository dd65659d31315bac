"""Softplus -> torch.expm1 -> F.hardsigmoid: synthesised by warpgym synth (seed 7, index 3371, torch#3, dim 0 x1196)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> torch.expm1 -> F.hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()

    def forward(self, x):
        x = self.softplus_0(x)
        x = torch.expm1(x)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    return [torch.randn(19136, 32, 16, 16)]


def get_init_inputs():
    return []
