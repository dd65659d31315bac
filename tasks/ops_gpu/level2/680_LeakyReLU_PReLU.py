"""LeakyReLU -> PReLU: synthesised by warpgym synth (seed 7, index 1091, torch#2, dim 0 x2200)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> PReLU"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(35200, 64, 128)]


def get_init_inputs():
    return []
