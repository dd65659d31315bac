"""Softmin -> PReLU: synthesised by warpgym synth (seed 7, index 1488, torch#2, dim 0 x899)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> PReLU"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = self.softmin_0(x)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(7192, 16, 32, 32)]


def get_init_inputs():
    return []
