"""F.sigmoid -> MaxPool1d: synthesised by warpgym synth (seed 7, index 2983, torch#2, dim 0 x5877)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> MaxPool1d"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = F.sigmoid(x)
        x = self.maxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(3009024, 256)]


def get_init_inputs():
    return []
