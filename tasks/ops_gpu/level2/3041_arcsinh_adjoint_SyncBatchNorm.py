"""torch.arcsinh -> torch.adjoint -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 4811, torch#3, dim 0 x1994)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arcsinh -> torch.adjoint -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_2 = nn.SyncBatchNorm(num_features=64)

    def forward(self, x):
        x = torch.arcsinh(x)
        x = torch.adjoint(x)
        x = self.syncbatchnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(15952, 64, 16, 16)]


def get_init_inputs():
    return []
