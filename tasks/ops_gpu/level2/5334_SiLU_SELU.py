"""SiLU -> SELU: synthesised by warpgym synth (seed 10, index 100, torch#2, dim 0 x3081)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> SELU"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.selu_1 = nn.SELU()

    def forward(self, x):
        x = self.silu_0(x)
        x = self.selu_1(x)
        return x


def get_inputs():
    return [torch.randn(394368, 256)]


def get_init_inputs():
    return []
