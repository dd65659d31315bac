"""LeakyReLU -> torch.rad2deg: synthesised by warpgym synth (seed 7, index 4551, torch#2, dim 0 x3347)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> torch.rad2deg"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = torch.rad2deg(x)
        return x


def get_inputs():
    return [torch.randn(13388, 32, 32, 32)]


def get_init_inputs():
    return []
