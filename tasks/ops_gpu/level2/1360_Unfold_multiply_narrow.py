"""Unfold -> torch.multiply -> torch.narrow: synthesised by warpgym synth (seed 7, index 2187, torch#3, dim 0 x243)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Unfold -> torch.multiply -> torch.narrow"""

    def __init__(self):
        super().__init__()
        self.unfold_0 = nn.Unfold(kernel_size=3)

    def forward(self, x, x1):
        x = self.unfold_0(x)
        x = torch.multiply(x, x1)
        x = torch.narrow(x, -1, 2, 2)
        return x


def get_inputs():
    return [torch.randn(3888, 64, 128), torch.randn(34992, 7812)]


def get_init_inputs():
    return []
