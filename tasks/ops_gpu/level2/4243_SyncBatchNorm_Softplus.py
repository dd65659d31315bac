"""SyncBatchNorm -> Softplus: synthesised by warpgym synth (seed 7, index 6667, torch#2, dim 0 x4984)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> Softplus"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=1024)
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = self.softplus_1(x)
        return x


def get_inputs():
    return [torch.randn(318976, 1024)]


def get_init_inputs():
    return []
