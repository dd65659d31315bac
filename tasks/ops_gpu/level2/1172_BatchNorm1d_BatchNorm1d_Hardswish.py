"""BatchNorm1d -> BatchNorm1d -> Hardswish: synthesised by warpgym synth (seed 7, index 1900, torch#3, dim 0 x2440)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d -> BatchNorm1d -> Hardswish"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=256)
        self.batchnorm1d_1 = nn.BatchNorm1d(num_features=256)
        self.hardswish_2 = nn.Hardswish()

    def forward(self, x):
        x = self.batchnorm1d_0(x)
        x = self.batchnorm1d_1(x)
        x = self.hardswish_2(x)
        return x


def get_inputs():
    return [torch.randn(1249280, 256)]


def get_init_inputs():
    return []
