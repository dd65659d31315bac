"""ReplicationPad3d -> SyncBatchNorm -> torch.remainder -> torch.expm1: synthesised by warpgym synth (seed 7, index 1769, torch#4, dim 0 x314)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad3d -> SyncBatchNorm -> torch.remainder -> torch.expm1"""

    def __init__(self):
        super().__init__()
        self.replicationpad3d_0 = nn.ReplicationPad3d(padding=1)
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=34)

    def forward(self, x, x1):
        x = self.replicationpad3d_0(x)
        x = self.syncbatchnorm_1(x)
        x = torch.remainder(x, x1)
        x = torch.expm1(x)
        return x


def get_inputs():
    return [torch.randn(5024, 32, 16, 16), torch.randn(5024, 34, 18, 18)]


def get_init_inputs():
    return []
