"""LeakyReLU -> SiLU -> torch.sin: synthesised by warpgym synth (seed 10, index 28, torch#3, dim 0 x1203)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> SiLU -> torch.sin"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = self.silu_1(x)
        x = torch.sin(x)
        return x


def get_inputs():
    return [torch.randn(307968, 512)]


def get_init_inputs():
    return []
