"""Tanh -> F.unfold: synthesised by warpgym synth (seed 7, index 29, torch#2, dim 0 x664)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanh -> F.unfold"""

    def __init__(self):
        super().__init__()
        self.tanh_0 = nn.Tanh()

    def forward(self, x):
        x = self.tanh_0(x)
        x = F.unfold(x, kernel_size=3)
        return x


def get_inputs():
    return [torch.randn(10624, 64, 128)]


def get_init_inputs():
    return []
