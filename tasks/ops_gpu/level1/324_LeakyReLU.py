"""LeakyReLU: synthesised by warpgym synth (seed 7, index 4675, torch#1, dim 0 x3662)."""
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
    return [torch.randn(14648, 32, 32, 32)]


def get_init_inputs():
    return []
