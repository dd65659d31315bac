"""Linear -> BatchNorm2d -> torch.sinh: synthesised by warpgym synth (seed 7, index 3700, torch#3, dim 0 x453)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> BatchNorm2d -> torch.sinh"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=16, out_features=16)
        self.batchnorm2d_1 = nn.BatchNorm2d(num_features=64)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.batchnorm2d_1(x)
        x = torch.sinh(x)
        return x


def get_inputs():
    return [torch.randn(3624, 64, 16, 16)]


def get_init_inputs():
    return []
