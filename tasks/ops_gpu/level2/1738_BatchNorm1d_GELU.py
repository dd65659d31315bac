"""BatchNorm1d -> GELU: synthesised by warpgym synth (seed 7, index 2754, torch#2, dim 0 x2098)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d -> GELU"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=64)
        self.gelu_1 = nn.GELU()

    def forward(self, x):
        x = self.batchnorm1d_0(x)
        x = self.gelu_1(x)
        return x


def get_inputs():
    return [torch.randn(33568, 64, 128)]


def get_init_inputs():
    return []
