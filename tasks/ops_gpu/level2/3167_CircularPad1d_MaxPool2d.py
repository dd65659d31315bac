"""CircularPad1d -> MaxPool2d: synthesised by warpgym synth (seed 7, index 4994, torch#2, dim 0 x2430)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad1d -> MaxPool2d"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_0 = nn.CircularPad1d(padding=1)
        self.maxpool2d_1 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x):
        x = self.circularpad1d_0(x)
        x = self.maxpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(38880, 64, 128)]


def get_init_inputs():
    return []
