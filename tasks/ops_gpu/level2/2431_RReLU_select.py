"""RReLU -> torch.select: synthesised by warpgym synth (seed 7, index 3836, torch#2, dim 0 x6728)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> torch.select"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()

    def forward(self, x):
        x = self.rrelu_0(x)
        x = torch.select(x, -1, 2)
        return x


def get_inputs():
    return [torch.randn(3444736, 256)]


def get_init_inputs():
    return []
