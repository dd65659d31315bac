"""ConstantPad3d -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 1633, torch#2, dim 0 x1778)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad3d -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=258)

    def forward(self, x):
        x = self.constantpad3d_0(x)
        x = self.syncbatchnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(14224, 256, 128)]


def get_init_inputs():
    return []
