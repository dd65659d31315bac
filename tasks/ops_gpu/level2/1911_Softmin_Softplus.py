"""Softmin -> Softplus: synthesised by warpgym synth (seed 7, index 3028, torch#2, dim 0 x740)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> Softplus"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = self.softmin_0(x)
        x = self.softplus_1(x)
        return x


def get_inputs():
    return [torch.randn(11840, 64, 128)]


def get_init_inputs():
    return []
