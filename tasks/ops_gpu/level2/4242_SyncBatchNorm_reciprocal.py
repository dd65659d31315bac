"""SyncBatchNorm -> torch.reciprocal: synthesised by warpgym synth (seed 7, index 6662, torch#2, dim 0 x1294)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> torch.reciprocal"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=256)

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = torch.reciprocal(x)
        return x


def get_inputs():
    return [torch.randn(10352, 256, 128)]


def get_init_inputs():
    return []
