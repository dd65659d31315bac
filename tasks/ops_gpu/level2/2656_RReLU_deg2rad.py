"""RReLU -> torch.deg2rad: synthesised by warpgym synth (seed 7, index 4204, torch#2, dim 0 x2611)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> torch.deg2rad"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()

    def forward(self, x):
        x = self.rrelu_0(x)
        x = torch.deg2rad(x)
        return x


def get_inputs():
    return [torch.randn(20888, 64, 16, 16)]


def get_init_inputs():
    return []
