"""RMSNorm -> F.pad: synthesised by warpgym synth (seed 7, index 4806, torch#2, dim 0 x722)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RMSNorm -> F.pad"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=16)

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = F.pad(x, pad=[1, 1])
        return x


def get_inputs():
    return [torch.randn(5776, 64, 16, 16)]


def get_init_inputs():
    return []
