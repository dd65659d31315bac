"""SyncBatchNorm -> torch.exp -> ZeroPad1d: synthesised by warpgym synth (seed 9, index 29, torch#3, dim 0 x3712)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> torch.exp -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=16)
        self.zeropad1d_2 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = torch.exp(x)
        x = self.zeropad1d_2(x)
        return x


def get_inputs():
    return [torch.randn(14848, 16, 8, 8, 8)]


def get_init_inputs():
    return []
