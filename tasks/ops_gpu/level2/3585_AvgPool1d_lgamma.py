"""AvgPool1d -> torch.lgamma: synthesised by warpgym synth (seed 7, index 5625, torch#2, dim 0 x5619)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d -> torch.lgamma"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = torch.lgamma(x)
        return x


def get_inputs():
    return [torch.randn(89904, 64, 128)]


def get_init_inputs():
    return []
