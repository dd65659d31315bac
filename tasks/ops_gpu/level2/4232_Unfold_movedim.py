"""Unfold -> torch.movedim: synthesised by warpgym synth (seed 7, index 6648, torch#2, dim 0 x856)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Unfold -> torch.movedim"""

    def __init__(self):
        super().__init__()
        self.unfold_0 = nn.Unfold(kernel_size=3)

    def forward(self, x):
        x = self.unfold_0(x)
        x = torch.movedim(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(6848, 16, 32, 32)]


def get_init_inputs():
    return []
