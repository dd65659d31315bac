"""torch.square -> MaxPool1d: synthesised by warpgym synth (seed 7, index 5600, torch#2, dim 0 x24011)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.square -> MaxPool1d"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = torch.square(x)
        x = self.maxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(3073408, 256)]


def get_init_inputs():
    return []
