"""torch.cholesky_inverse -> MaxPool2d: synthesised by warpgym synth (seed 7, index 748, torch#2, dim 0 x2689)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cholesky_inverse -> MaxPool2d"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_1 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x):
        x = torch.cholesky_inverse(x)
        x = self.maxpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(10756, 32, 32, 32)]


def get_init_inputs():
    return []
