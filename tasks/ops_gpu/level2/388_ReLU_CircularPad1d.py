"""ReLU -> CircularPad1d: synthesised by warpgym synth (seed 7, index 602, torch#2, dim 0 x4383)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> CircularPad1d"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.circularpad1d_1 = nn.CircularPad1d(padding=1)

    def forward(self, x):
        x = self.relu_0(x)
        x = self.circularpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(280512, 1024)]


def get_init_inputs():
    return []
