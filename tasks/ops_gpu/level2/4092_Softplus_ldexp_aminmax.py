"""Softplus -> torch.ldexp -> torch.aminmax: synthesised by warpgym synth (seed 7, index 6435, torch#3, dim 0 x2019)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> torch.ldexp -> torch.aminmax"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()

    def forward(self, x, x1):
        x = self.softplus_0(x)
        x = torch.ldexp(x, x1)
        x = torch.aminmax(x)[0]
        return x


def get_inputs():
    return [torch.randn(16152, 256, 128), torch.randn(16152, 256, 128)]


def get_init_inputs():
    return []
