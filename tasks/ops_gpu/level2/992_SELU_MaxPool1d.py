"""SELU -> MaxPool1d: synthesised by warpgym synth (seed 7, index 1622, torch#2, dim 0 x5627)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> MaxPool1d"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = self.selu_0(x)
        x = self.maxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(720256, 256)]


def get_init_inputs():
    return []
