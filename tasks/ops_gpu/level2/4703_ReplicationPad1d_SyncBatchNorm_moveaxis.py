"""ReplicationPad1d -> SyncBatchNorm -> torch.moveaxis: synthesised by warpgym synth (seed 8, index 407, torch#3, dim 0 x856)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad1d -> SyncBatchNorm -> torch.moveaxis"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_0 = nn.ReplicationPad1d(padding=1)
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=32)

    def forward(self, x):
        x = self.replicationpad1d_0(x)
        x = self.syncbatchnorm_1(x)
        x = torch.moveaxis(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(13696, 32, 256)]


def get_init_inputs():
    return []
