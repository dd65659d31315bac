"""Softplus -> torch.tan: synthesised by warpgym synth (seed 7, index 2679, torch#2, dim 0 x4447)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> torch.tan"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()

    def forward(self, x):
        x = self.softplus_0(x)
        x = torch.tan(x)
        return x


def get_inputs():
    return [torch.randn(569216, 256)]


def get_init_inputs():
    return []
