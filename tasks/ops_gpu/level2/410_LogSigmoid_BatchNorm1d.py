"""LogSigmoid -> BatchNorm1d: synthesised by warpgym synth (seed 7, index 645, torch#2, dim 0 x7948)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> BatchNorm1d"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.batchnorm1d_1 = nn.BatchNorm1d(num_features=1024)

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = self.batchnorm1d_1(x)
        return x


def get_inputs():
    return [torch.randn(508672, 1024)]


def get_init_inputs():
    return []
