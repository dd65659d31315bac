"""F.hardsigmoid -> BatchNorm1d: synthesised by warpgym synth (seed 7, index 312, torch#2, dim 0 x15875)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardsigmoid -> BatchNorm1d"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_1 = nn.BatchNorm1d(num_features=256)

    def forward(self, x):
        x = F.hardsigmoid(x)
        x = self.batchnorm1d_1(x)
        return x


def get_inputs():
    return [torch.randn(2032000, 256)]


def get_init_inputs():
    return []
