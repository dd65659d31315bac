"""SyncBatchNorm -> torch.diagonal: synthesised by warpgym synth (seed 7, index 4856, torch#2, dim 0 x7320)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> torch.diagonal"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=16)

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = torch.diagonal(x)
        return x


def get_inputs():
    return [torch.randn(58560, 16, 32, 32)]


def get_init_inputs():
    return []
