"""SyncBatchNorm -> MaxPool1d -> LogSigmoid: synthesised by warpgym synth (seed 7, index 6242, torch#3, dim 0 x334)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> MaxPool1d -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=256)
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)
        self.logsigmoid_2 = nn.LogSigmoid()

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = self.maxpool1d_1(x)
        x = self.logsigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(2672, 256, 128)]


def get_init_inputs():
    return []
