"""F.normalize -> SyncBatchNorm -> ZeroPad2d: synthesised by warpgym synth (seed 7, index 1600, torch#3, dim 0 x3926)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> SyncBatchNorm -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=256)
        self.zeropad2d_2 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = F.normalize(x)
        x = self.syncbatchnorm_1(x)
        x = self.zeropad2d_2(x)
        return x


def get_inputs():
    return [torch.randn(2010112, 256)]


def get_init_inputs():
    return []
