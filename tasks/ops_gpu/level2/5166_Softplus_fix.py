"""Softplus -> torch.fix: synthesised by warpgym synth (seed 9, index 681, torch#2, dim 0 x931)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> torch.fix"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()

    def forward(self, x):
        x = self.softplus_0(x)
        x = torch.fix(x)
        return x


def get_inputs():
    return [torch.randn(476672, 256)]


def get_init_inputs():
    return []
