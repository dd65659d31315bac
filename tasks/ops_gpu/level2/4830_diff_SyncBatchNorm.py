"""torch.diff -> SyncBatchNorm: synthesised by warpgym synth (seed 9, index 158, torch#2, dim 0 x1903)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diff -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=32)

    def forward(self, x):
        x = torch.diff(x)
        x = self.syncbatchnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(7612, 32, 32, 32)]


def get_init_inputs():
    return []
