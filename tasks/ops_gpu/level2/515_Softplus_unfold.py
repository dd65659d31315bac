"""Softplus -> F.unfold: synthesised by warpgym synth (seed 7, index 828, torch#2, dim 0 x865)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> F.unfold"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()

    def forward(self, x):
        x = self.softplus_0(x)
        x = F.unfold(x, kernel_size=3)
        return x


def get_inputs():
    return [torch.randn(13840, 32, 256)]


def get_init_inputs():
    return []
