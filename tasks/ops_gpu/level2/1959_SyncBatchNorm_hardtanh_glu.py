"""SyncBatchNorm -> F.hardtanh -> F.glu: synthesised by warpgym synth (seed 7, index 3091, torch#3, dim 0 x495)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> F.hardtanh -> F.glu"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=128)

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = F.hardtanh(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(15840, 128, 64)]


def get_init_inputs():
    return []
