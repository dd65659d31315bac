"""Mish -> ReLU6: synthesised by warpgym synth (seed 10, index 42, torch#2, dim 0 x766)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> ReLU6"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.relu6_1 = nn.ReLU6()

    def forward(self, x):
        x = self.mish_0(x)
        x = self.relu6_1(x)
        return x


def get_inputs():
    return [torch.randn(392192, 256)]


def get_init_inputs():
    return []
