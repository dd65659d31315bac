"""Sigmoid -> Tanh: synthesised by warpgym synth (seed 7, index 4441, torch#2, dim 0 x2127)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> Tanh"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()
        self.tanh_1 = nn.Tanh()

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = self.tanh_1(x)
        return x


def get_inputs():
    return [torch.randn(544512, 512)]


def get_init_inputs():
    return []
