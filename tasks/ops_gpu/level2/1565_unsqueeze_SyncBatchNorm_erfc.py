"""torch.unsqueeze -> SyncBatchNorm -> torch.erfc: synthesised by warpgym synth (seed 7, index 2497, torch#3, dim 0 x4076)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.unsqueeze -> SyncBatchNorm -> torch.erfc"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=32)

    def forward(self, x):
        x = torch.unsqueeze(x, -1)
        x = self.syncbatchnorm_1(x)
        x = torch.erfc(x)
        return x


def get_inputs():
    return [torch.randn(65216, 32, 256)]


def get_init_inputs():
    return []
