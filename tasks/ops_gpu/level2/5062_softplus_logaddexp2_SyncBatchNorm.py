"""F.softplus -> torch.logaddexp2 -> SyncBatchNorm: synthesised by warpgym synth (seed 9, index 534, torch#3, dim 0 x2482)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softplus -> torch.logaddexp2 -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_2 = nn.SyncBatchNorm(num_features=64)

    def forward(self, x, x1):
        x = F.softplus(x)
        x = torch.logaddexp2(x, x1)
        x = self.syncbatchnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(39712, 64, 128), torch.randn(39712, 64, 128)]


def get_init_inputs():
    return []
