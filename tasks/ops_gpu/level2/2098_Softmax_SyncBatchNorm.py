"""Softmax -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 3314, torch#2, dim 0 x2447)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=16)

    def forward(self, x):
        x = self.softmax_0(x)
        x = self.syncbatchnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(19576, 16, 32, 32)]


def get_init_inputs():
    return []
