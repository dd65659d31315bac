"""F.celu -> MaxPool2d: synthesised by warpgym synth (seed 7, index 2610, torch#2, dim 0 x7347)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.celu -> MaxPool2d"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_1 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x):
        x = F.celu(x)
        x = self.maxpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(58776, 64, 16, 16)]


def get_init_inputs():
    return []
