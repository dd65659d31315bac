"""Softplus -> LeakyReLU -> torch.add -> MaxPool1d: synthesised by warpgym synth (seed 8, index 349, torch#4, dim 0 x397)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> LeakyReLU -> torch.add -> MaxPool1d"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()
        self.leakyrelu_1 = nn.LeakyReLU()
        self.maxpool1d_3 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x, x1):
        x = self.softplus_0(x)
        x = self.leakyrelu_1(x)
        x = torch.add(x, x1)
        x = self.maxpool1d_3(x)
        return x


def get_inputs():
    return [torch.randn(12704, 128, 64), torch.randn(12704, 128, 64)]


def get_init_inputs():
    return []
