"""Linear -> Tanhshrink -> Hardshrink: synthesised by warpgym synth (seed 9, index 336, torch#3, dim 0 x1775)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> Tanhshrink -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=256, out_features=256)
        self.tanhshrink_1 = nn.Tanhshrink()
        self.hardshrink_2 = nn.Hardshrink()

    def forward(self, x):
        x = self.linear_0(x)
        x = self.tanhshrink_1(x)
        x = self.hardshrink_2(x)
        return x


def get_inputs():
    return [torch.randn(908800, 256)]


def get_init_inputs():
    return []
