"""torch.square -> MaxPool2d: synthesised by warpgym synth (seed 7, index 2868, torch#2, dim 0 x6954)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.square -> MaxPool2d"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_1 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x):
        x = torch.square(x)
        x = self.maxpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(111264, 32, 16, 16)]


def get_init_inputs():
    return []
