"""LeakyReLU -> torch.min: synthesised by warpgym synth (seed 7, index 1338, torch#2, dim 0 x2668)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> torch.min"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()

    def forward(self, x, x1):
        x = self.leakyrelu_0(x)
        x = torch.min(x, x1)
        return x


def get_inputs():
    return [torch.randn(170752, 1024), torch.randn(170752, 1024)]


def get_init_inputs():
    return []
