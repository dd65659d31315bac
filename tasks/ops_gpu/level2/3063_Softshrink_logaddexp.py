"""Softshrink -> torch.logaddexp: synthesised by warpgym synth (seed 7, index 4843, torch#2, dim 0 x694)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> torch.logaddexp"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()

    def forward(self, x, x1):
        x = self.softshrink_0(x)
        x = torch.logaddexp(x, x1)
        return x


def get_inputs():
    return [torch.randn(2776, 32, 32, 32), torch.randn(2776, 32, 32, 32)]


def get_init_inputs():
    return []
