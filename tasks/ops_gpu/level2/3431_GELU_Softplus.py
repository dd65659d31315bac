"""GELU -> Softplus: synthesised by warpgym synth (seed 7, index 5388, torch#2, dim 0 x683)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> Softplus"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = self.gelu_0(x)
        x = self.softplus_1(x)
        return x


def get_inputs():
    return [torch.randn(21856, 128, 64)]


def get_init_inputs():
    return []
