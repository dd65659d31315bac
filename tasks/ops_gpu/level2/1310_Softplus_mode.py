"""Softplus -> torch.mode: synthesised by warpgym synth (seed 7, index 2104, torch#2, dim 0 x8079)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> torch.mode"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()

    def forward(self, x):
        x = self.softplus_0(x)
        x = torch.mode(x)[0]
        return x


def get_inputs():
    return [torch.randn(2068224, 256)]


def get_init_inputs():
    return []
