"""SyncBatchNorm -> F.relu6: synthesised by warpgym synth (seed 7, index 6353, torch#2, dim 0 x3214)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> F.relu6"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=256)

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(822784, 256)]


def get_init_inputs():
    return []
