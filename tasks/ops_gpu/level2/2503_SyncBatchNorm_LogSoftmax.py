"""SyncBatchNorm -> LogSoftmax: synthesised by warpgym synth (seed 7, index 3960, torch#2, dim 0 x3687)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=32)
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(58992, 32, 16, 16)]


def get_init_inputs():
    return []
