"""Softplus -> torch.neg: synthesised by warpgym synth (seed 10, index 22, torch#2, dim 0 x786)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> torch.neg"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()

    def forward(self, x):
        x = self.softplus_0(x)
        x = torch.neg(x)
        return x


def get_inputs():
    return [torch.randn(402432, 256)]


def get_init_inputs():
    return []
