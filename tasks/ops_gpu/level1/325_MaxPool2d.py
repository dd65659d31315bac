"""MaxPool2d: synthesised by warpgym synth (seed 7, index 4694, torch#1, dim 0 x6939)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool2d"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_0 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x):
        x = self.maxpool2d_0(x)
        return x


def get_inputs():
    return [torch.randn(27756, 32, 32, 32)]


def get_init_inputs():
    return []
