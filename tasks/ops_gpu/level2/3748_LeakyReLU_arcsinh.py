"""LeakyReLU -> torch.arcsinh: synthesised by warpgym synth (seed 7, index 5883, torch#2, dim 0 x7521)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> torch.arcsinh"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = torch.arcsinh(x)
        return x


def get_inputs():
    return [torch.randn(30084, 16, 8, 8, 8)]


def get_init_inputs():
    return []
