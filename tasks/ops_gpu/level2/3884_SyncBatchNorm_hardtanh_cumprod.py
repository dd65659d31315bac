"""SyncBatchNorm -> F.hardtanh -> torch.cumprod: synthesised by warpgym synth (seed 7, index 6120, torch#3, dim 0 x1349)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> F.hardtanh -> torch.cumprod"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=32)

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = F.hardtanh(x)
        x = torch.cumprod(x, -1)
        return x


def get_inputs():
    return [torch.randn(21584, 32, 16, 16)]


def get_init_inputs():
    return []
