"""torch.add -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 6622, torch#2, dim 0 x2515)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.add -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=32)

    def forward(self, x, x1):
        x = torch.add(x, x1)
        x = self.syncbatchnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(40240, 32, 16, 16), torch.randn(40240, 32, 16, 16)]


def get_init_inputs():
    return []
