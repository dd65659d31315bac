"""F.rrelu -> Hardswish: synthesised by warpgym synth (seed 7, index 4237, torch#2, dim 0 x3836)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> Hardswish"""

    def __init__(self):
        super().__init__()
        self.hardswish_1 = nn.Hardswish()

    def forward(self, x):
        x = F.rrelu(x)
        x = self.hardswish_1(x)
        return x


def get_inputs():
    return [torch.randn(15344, 32, 32, 32)]


def get_init_inputs():
    return []
