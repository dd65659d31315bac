"""Linear -> Linear -> Mish: synthesised by warpgym synth (seed 7, index 1505, torch#3, dim 0 x864)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> Linear -> Mish"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=256, out_features=256)
        self.linear_1 = nn.Linear(in_features=256, out_features=256)
        self.mish_2 = nn.Mish()

    def forward(self, x):
        x = self.linear_0(x)
        x = self.linear_1(x)
        x = self.mish_2(x)
        return x


def get_inputs():
    return [torch.randn(110592, 256)]


def get_init_inputs():
    return []
