"""F.softmin -> RReLU -> torch.cos: synthesised by warpgym synth (seed 7, index 604, torch#3, dim 0 x3515)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmin -> RReLU -> torch.cos"""

    def __init__(self):
        super().__init__()
        self.rrelu_1 = nn.RReLU()

    def forward(self, x):
        x = F.softmin(x)
        x = self.rrelu_1(x)
        x = torch.cos(x)
        return x


def get_inputs():
    return [torch.randn(14060, 16, 8, 8, 8)]


def get_init_inputs():
    return []
