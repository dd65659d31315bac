"""SyncBatchNorm -> torch.pow: synthesised by warpgym synth (seed 7, index 1938, torch#2, dim 0 x9760)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> torch.pow"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=256)

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = torch.pow(x, 2.0)
        return x


def get_inputs():
    return [torch.randn(1249280, 256)]


def get_init_inputs():
    return []
