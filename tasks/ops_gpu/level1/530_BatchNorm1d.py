"""BatchNorm1d: synthesised by warpgym synth (seed 9, index 720, torch#1, dim 0 x7626)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=256)

    def forward(self, x):
        x = self.batchnorm1d_0(x)
        return x


def get_inputs():
    return [torch.randn(1952256, 256)]


def get_init_inputs():
    return []
