"""Softplus -> torch.atan2: synthesised by warpgym synth (seed 7, index 1801, torch#2, dim 0 x3941)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> torch.atan2"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()

    def forward(self, x, x1):
        x = self.softplus_0(x)
        x = torch.atan2(x, x1)
        return x


def get_inputs():
    return [torch.randn(1008896, 256), torch.randn(1008896, 256)]


def get_init_inputs():
    return []
