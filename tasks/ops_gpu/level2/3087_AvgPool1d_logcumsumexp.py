"""AvgPool1d -> torch.logcumsumexp: synthesised by warpgym synth (seed 7, index 4881, torch#2, dim 0 x5960)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d -> torch.logcumsumexp"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = torch.logcumsumexp(x, -1)
        return x


def get_inputs():
    return [torch.randn(95360, 64, 128)]


def get_init_inputs():
    return []
