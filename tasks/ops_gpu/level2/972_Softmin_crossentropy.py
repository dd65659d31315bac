"""Softmin -> F.cross_entropy: synthesised by warpgym synth (seed 7, index 1525, torch#2, dim 0 x150)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> F.cross_entropy"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()

    def forward(self, x, x1):
        x = self.softmin_0(x)
        x = F.cross_entropy(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(4800, 128, 64), torch.randn(4800, 128, 64)]


def get_init_inputs():
    return []
