"""Unfold -> torch.unsqueeze: synthesised by warpgym synth (seed 7, index 4939, torch#2, dim 0 x216)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Unfold -> torch.unsqueeze"""

    def __init__(self):
        super().__init__()
        self.unfold_0 = nn.Unfold(kernel_size=3)

    def forward(self, x):
        x = self.unfold_0(x)
        x = torch.unsqueeze(x, -1)
        return x


def get_inputs():
    return [torch.randn(1728, 256, 128)]


def get_init_inputs():
    return []
