"""F.tanh -> BatchNorm1d: synthesised by warpgym synth (seed 7, index 4328, torch#2, dim 0 x1250)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanh -> BatchNorm1d"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_1 = nn.BatchNorm1d(num_features=64)

    def forward(self, x):
        x = F.tanh(x)
        x = self.batchnorm1d_1(x)
        return x


def get_inputs():
    return [torch.randn(20000, 64, 128)]


def get_init_inputs():
    return []
