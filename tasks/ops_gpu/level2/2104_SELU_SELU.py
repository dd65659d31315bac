"""SELU -> SELU: synthesised by warpgym synth (seed 7, index 3323, torch#2, dim 0 x13093)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> SELU"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.selu_1 = nn.SELU()

    def forward(self, x):
        x = self.selu_0(x)
        x = self.selu_1(x)
        return x


def get_inputs():
    return [torch.randn(1675904, 256)]


def get_init_inputs():
    return []
