"""Softplus -> torch.norm: synthesised by warpgym synth (seed 7, index 3964, torch#2, dim 0 x1973)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> torch.norm"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()

    def forward(self, x):
        x = self.softplus_0(x)
        x = torch.norm(x)
        return x


def get_inputs():
    return [torch.randn(63136, 128, 64)]


def get_init_inputs():
    return []
