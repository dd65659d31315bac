"""SyncBatchNorm -> Softmax: synthesised by warpgym synth (seed 7, index 104, torch#2, dim 0 x3739)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> Softmax"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=32)
        self.softmax_1 = nn.Softmax()

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(59824, 32, 256)]


def get_init_inputs():
    return []
