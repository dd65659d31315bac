"""LeakyReLU -> torch.exp: synthesised by warpgym synth (seed 7, index 4646, torch#2, dim 0 x2470)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> torch.exp"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = torch.exp(x)
        return x


def get_inputs():
    return [torch.randn(39520, 32, 256)]


def get_init_inputs():
    return []
