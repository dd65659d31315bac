"""ReLU -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 1269, torch#2, dim 0 x4091)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=32)

    def forward(self, x):
        x = self.relu_0(x)
        x = self.syncbatchnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(65456, 32, 256)]


def get_init_inputs():
    return []
