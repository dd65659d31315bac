"""LeakyReLU: synthesised by warpgym synth (seed 7, index 4710, torch#1, dim 0 x3187)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()

    def forward(self, x):
        x = self.leakyrelu_0(x)
        return x


def get_inputs():
    return [torch.randn(50992, 32, 16, 16)]


def get_init_inputs():
    return []
