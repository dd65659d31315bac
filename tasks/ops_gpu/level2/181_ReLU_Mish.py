"""ReLU -> Mish: synthesised by warpgym synth (seed 7, index 277, torch#2, dim 0 x5215)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> Mish"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.mish_1 = nn.Mish()

    def forward(self, x):
        x = self.relu_0(x)
        x = self.mish_1(x)
        return x


def get_inputs():
    return [torch.randn(1335040, 256)]


def get_init_inputs():
    return []
