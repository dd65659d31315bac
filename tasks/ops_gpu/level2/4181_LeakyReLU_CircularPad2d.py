"""LeakyReLU -> CircularPad2d: synthesised by warpgym synth (seed 7, index 6567, torch#2, dim 0 x2872)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> CircularPad2d"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.circularpad2d_1 = nn.CircularPad2d(padding=1)

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = self.circularpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(22976, 16, 32, 32)]


def get_init_inputs():
    return []
