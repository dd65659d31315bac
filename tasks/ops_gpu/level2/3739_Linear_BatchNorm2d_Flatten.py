"""Linear -> BatchNorm2d -> Flatten: synthesised by warpgym synth (seed 7, index 5865, torch#3, dim 0 x3747)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> BatchNorm2d -> Flatten"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=16, out_features=16)
        self.batchnorm2d_1 = nn.BatchNorm2d(num_features=32)
        self.flatten_2 = nn.Flatten()

    def forward(self, x):
        x = self.linear_0(x)
        x = self.batchnorm2d_1(x)
        x = self.flatten_2(x)
        return x


def get_inputs():
    return [torch.randn(59952, 32, 16, 16)]


def get_init_inputs():
    return []
