"""LogSoftmax -> BatchNorm1d: synthesised by warpgym synth (seed 7, index 2094, torch#2, dim 0 x4562)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> BatchNorm1d"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()
        self.batchnorm1d_1 = nn.BatchNorm1d(num_features=256)

    def forward(self, x):
        x = self.logsoftmax_0(x)
        x = self.batchnorm1d_1(x)
        return x


def get_inputs():
    return [torch.randn(1167872, 256)]


def get_init_inputs():
    return []
