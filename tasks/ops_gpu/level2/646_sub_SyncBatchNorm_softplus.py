"""torch.sub -> SyncBatchNorm -> F.softplus: synthesised by warpgym synth (seed 7, index 1044, torch#3, dim 0 x2339)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sub -> SyncBatchNorm -> F.softplus"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=16)

    def forward(self, x, x1):
        x = torch.sub(x, x1)
        x = self.syncbatchnorm_1(x)
        x = F.softplus(x)
        return x


def get_inputs():
    return [torch.randn(18712, 16, 32, 32), torch.randn(18712, 16, 32, 32)]


def get_init_inputs():
    return []
