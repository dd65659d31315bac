"""torch.arctan -> SyncBatchNorm: synthesised by warpgym synth (seed 9, index 604, torch#2, dim 0 x1126)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=512)

    def forward(self, x):
        x = torch.arctan(x)
        x = self.syncbatchnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(288256, 512)]


def get_init_inputs():
    return []
