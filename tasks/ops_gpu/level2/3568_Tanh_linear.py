"""Tanh -> F.linear: synthesised by warpgym synth (seed 7, index 5599, torch#2, dim 0 x32)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanh -> F.linear"""

    def __init__(self):
        super().__init__()
        self.tanh_0 = nn.Tanh()

    def forward(self, x, x1):
        x = self.tanh_0(x)
        x = F.linear(x, x1)
        return x


def get_inputs():
    return [torch.randn(8192, 256), torch.randn(8192, 256)]


def get_init_inputs():
    return []
