"""Flatten -> PReLU: synthesised by warpgym synth (seed 7, index 6792, torch#2, dim 0 x2940)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Flatten -> PReLU"""

    def __init__(self):
        super().__init__()
        self.flatten_0 = nn.Flatten()
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = self.flatten_0(x)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(47040, 32, 16, 16)]


def get_init_inputs():
    return []
