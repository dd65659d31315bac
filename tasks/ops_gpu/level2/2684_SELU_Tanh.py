"""SELU -> Tanh: synthesised by warpgym synth (seed 7, index 4248, torch#2, dim 0 x1833)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> Tanh"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.tanh_1 = nn.Tanh()

    def forward(self, x):
        x = self.selu_0(x)
        x = self.tanh_1(x)
        return x


def get_inputs():
    return [torch.randn(29328, 32, 16, 16)]


def get_init_inputs():
    return []
