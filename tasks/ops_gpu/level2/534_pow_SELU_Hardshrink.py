"""torch.pow -> SELU -> Hardshrink: synthesised by warpgym synth (seed 7, index 863, torch#3, dim 0 x718)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.pow -> SELU -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.selu_1 = nn.SELU()
        self.hardshrink_2 = nn.Hardshrink()

    def forward(self, x):
        x = torch.pow(x, 2.0)
        x = self.selu_1(x)
        x = self.hardshrink_2(x)
        return x


def get_inputs():
    return [torch.randn(183808, 512)]


def get_init_inputs():
    return []
