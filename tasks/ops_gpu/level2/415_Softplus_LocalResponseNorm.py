"""Softplus -> LocalResponseNorm: synthesised by warpgym synth (seed 7, index 657, torch#2, dim 0 x1610)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.softplus_0(x)
        x = self.localresponsenorm_1(x)
        return x


def get_inputs():
    return [torch.randn(25760, 32, 16, 16)]


def get_init_inputs():
    return []
