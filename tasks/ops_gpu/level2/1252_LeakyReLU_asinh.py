"""LeakyReLU -> torch.asinh: synthesised by warpgym synth (seed 7, index 2023, torch#2, dim 0 x7356)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> torch.asinh"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = torch.asinh(x)
        return x


def get_inputs():
    return [torch.randn(1883136, 256)]


def get_init_inputs():
    return []
