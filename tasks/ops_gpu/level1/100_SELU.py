"""SELU: synthesised by warpgym synth (seed 7, index 1394, torch#1, dim 0 x3680)."""
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
    return [torch.randn(29440, 16, 32, 32)]


def get_init_inputs():
    return []
