"""Softmax2d -> torch.pow -> F.celu -> MaxPool1d: synthesised by warpgym synth (seed 7, index 3254, torch#4, dim 0 x650)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> torch.pow -> F.celu -> MaxPool1d"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()
        self.maxpool1d_3 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = torch.pow(x, 2.0)
        x = F.celu(x)
        x = self.maxpool1d_3(x)
        return x


def get_inputs():
    return [torch.randn(5200, 256, 128)]


def get_init_inputs():
    return []
