"""SyncBatchNorm -> Softsign: synthesised by warpgym synth (seed 7, index 3691, torch#2, dim 0 x3531)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> Softsign"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=32)
        self.softsign_1 = nn.Softsign()

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = self.softsign_1(x)
        return x


def get_inputs():
    return [torch.randn(56496, 32, 16, 16)]


def get_init_inputs():
    return []
