"""F.mish -> torch.rad2deg -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 4839, torch#3, dim 0 x994)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> torch.rad2deg -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_2 = nn.SyncBatchNorm(num_features=256)

    def forward(self, x):
        x = F.mish(x)
        x = torch.rad2deg(x)
        x = self.syncbatchnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(254464, 256)]


def get_init_inputs():
    return []
