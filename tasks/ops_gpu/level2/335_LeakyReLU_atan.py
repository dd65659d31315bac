"""LeakyReLU -> torch.atan: synthesised by warpgym synth (seed 7, index 515, torch#2, dim 0 x781)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> torch.atan"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = torch.atan(x)
        return x


def get_inputs():
    return [torch.randn(6248, 64, 16, 16)]


def get_init_inputs():
    return []
