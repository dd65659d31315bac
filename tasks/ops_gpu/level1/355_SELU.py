"""SELU: synthesised by warpgym synth (seed 7, index 5208, torch#1, dim 0 x10283)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()

    def forward(self, x):
        x = self.selu_0(x)
        return x


def get_inputs():
    return [torch.randn(1316224, 256)]


def get_init_inputs():
    return []
