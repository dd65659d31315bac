"""torch.logcumsumexp -> BatchNorm2d: synthesised by warpgym synth (seed 7, index 6521, torch#2, dim 0 x1094)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logcumsumexp -> BatchNorm2d"""

    def __init__(self):
        super().__init__()
        self.batchnorm2d_1 = nn.BatchNorm2d(num_features=64)

    def forward(self, x):
        x = torch.logcumsumexp(x, -1)
        x = self.batchnorm2d_1(x)
        return x


def get_inputs():
    return [torch.randn(8752, 64, 16, 16)]


def get_init_inputs():
    return []
