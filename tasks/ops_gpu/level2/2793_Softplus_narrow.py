"""Softplus -> torch.narrow: synthesised by warpgym synth (seed 7, index 4406, torch#2, dim 0 x6999)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> torch.narrow"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()

    def forward(self, x):
        x = self.softplus_0(x)
        x = torch.narrow(x, -1, 2, 2)
        return x


def get_inputs():
    return [torch.randn(111984, 32, 16, 16)]


def get_init_inputs():
    return []
