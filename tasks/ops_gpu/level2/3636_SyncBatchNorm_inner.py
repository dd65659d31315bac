"""SyncBatchNorm -> torch.inner: synthesised by warpgym synth (seed 7, index 5708, torch#2, dim 0 x42)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> torch.inner"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=512)

    def forward(self, x, x1):
        x = self.syncbatchnorm_0(x)
        x = torch.inner(x, x1)
        return x


def get_inputs():
    return [torch.randn(10752, 512), torch.randn(10752, 512)]


def get_init_inputs():
    return []
