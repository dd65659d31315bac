"""torch.expm1 -> Hardshrink -> torch.cos: synthesised by warpgym synth (seed 7, index 2639, torch#3, dim 0 x3706)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.expm1 -> Hardshrink -> torch.cos"""

    def __init__(self):
        super().__init__()
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x):
        x = torch.expm1(x)
        x = self.hardshrink_1(x)
        x = torch.cos(x)
        return x


def get_inputs():
    return [torch.randn(14824, 32, 32, 32)]


def get_init_inputs():
    return []
