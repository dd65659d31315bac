"""F.sigmoid -> Hardshrink -> F.gelu: synthesised by warpgym synth (seed 7, index 2968, torch#3, dim 0 x2509)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> Hardshrink -> F.gelu"""

    def __init__(self):
        super().__init__()
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x):
        x = F.sigmoid(x)
        x = self.hardshrink_1(x)
        x = F.gelu(x)
        return x


def get_inputs():
    return [torch.randn(321152, 256)]


def get_init_inputs():
    return []
