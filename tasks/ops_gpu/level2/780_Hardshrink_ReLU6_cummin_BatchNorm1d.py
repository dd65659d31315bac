"""Hardshrink -> ReLU6 -> torch.cummin -> BatchNorm1d: synthesised by warpgym synth (seed 7, index 1262, torch#4, dim 0 x1796)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> ReLU6 -> torch.cummin -> BatchNorm1d"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.relu6_1 = nn.ReLU6()
        self.batchnorm1d_3 = nn.BatchNorm1d(num_features=256)

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = self.relu6_1(x)
        x = torch.cummin(x, -1)[0]
        x = self.batchnorm1d_3(x)
        return x


def get_inputs():
    return [torch.randn(229888, 256)]


def get_init_inputs():
    return []
