"""Hardswish -> F.elu: synthesised by warpgym synth (seed 9, index 543, torch#2, dim 0 x1828)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> F.elu"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()

    def forward(self, x):
        x = self.hardswish_0(x)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(58496, 128, 64)]


def get_init_inputs():
    return []
