"""SiLU -> Sigmoid: synthesised by warpgym synth (seed 7, index 440, torch#2, dim 0 x3552)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x):
        x = self.silu_0(x)
        x = self.sigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(454656, 256)]


def get_init_inputs():
    return []
