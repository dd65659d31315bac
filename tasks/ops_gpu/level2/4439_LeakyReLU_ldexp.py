"""LeakyReLU -> torch.ldexp: synthesised by warpgym synth (seed 8, index 10, torch#2, dim 0 x918)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> torch.ldexp"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()

    def forward(self, x, x1):
        x = self.leakyrelu_0(x)
        x = torch.ldexp(x, x1)
        return x


def get_inputs():
    return [torch.randn(29376, 128, 64), torch.randn(29376, 128, 64)]


def get_init_inputs():
    return []
