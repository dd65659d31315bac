"""Tanh: synthesised by warpgym synth (seed 7, index 3236, torch#1, dim 0 x13879)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanh"""

    def __init__(self):
        super().__init__()
        self.tanh_0 = nn.Tanh()

    def forward(self, x):
        x = self.tanh_0(x)
        return x


def get_inputs():
    return [torch.randn(1776512, 256)]


def get_init_inputs():
    return []
