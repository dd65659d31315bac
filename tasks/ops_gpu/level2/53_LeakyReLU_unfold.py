"""LeakyReLU -> F.unfold: synthesised by warpgym synth (seed 7, index 75, torch#2, dim 0 x950)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> F.unfold"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = F.unfold(x, kernel_size=3)
        return x


def get_inputs():
    return [torch.randn(15200, 32, 16, 16)]


def get_init_inputs():
    return []
