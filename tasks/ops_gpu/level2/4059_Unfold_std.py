"""Unfold -> torch.std: synthesised by warpgym synth (seed 7, index 5541, torch#2, dim 0 x224)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Unfold -> torch.std"""

    def __init__(self):
        super().__init__()
        self.unfold_0 = nn.Unfold(kernel_size=3)

    def forward(self, x):
        x = self.unfold_0(x)
        x = torch.std(x)
        return x


def get_inputs():
    return [torch.randn(1792, 16, 32, 32)]


def get_init_inputs():
    return []
