"""SyncBatchNorm -> F.adaptive_max_pool3d_with_indices: synthesised by warpgym synth (seed 7, index 4820, torch#2, dim 0 x7955)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> F.adaptive_max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=16)

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(63640, 16, 32, 32)]


def get_init_inputs():
    return []
