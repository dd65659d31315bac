"""ReLU -> torch.ldexp -> F.celu -> F.hardswish -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 3880, torch#5, dim 0 x5205)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> torch.ldexp -> F.celu -> F.hardswish -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.syncbatchnorm_4 = nn.SyncBatchNorm(num_features=8)

    def forward(self, x, x1):
        x = self.relu_0(x)
        x = torch.ldexp(x, x1)
        x = F.celu(x)
        x = F.hardswish(x)
        x = self.syncbatchnorm_4(x)
        return x


def get_inputs():
    return [torch.randn(10410, 8, 8, 16, 16), torch.randn(10410, 8, 8, 16, 16)]


def get_init_inputs():
    return []
