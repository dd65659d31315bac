"""GLU -> Hardshrink: synthesised by warpgym synth (seed 7, index 6418, torch#2, dim 0 x4580)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x):
        x = self.glu_0(x)
        x = self.hardshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(73280, 32, 16, 16)]


def get_init_inputs():
    return []
