"""AvgPool1d -> F.avg_pool1d: synthesised by warpgym synth (seed 8, index 363, torch#2, dim 0 x5456)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d -> F.avg_pool1d"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = F.avg_pool1d(x, 3)
        return x


def get_inputs():
    return [torch.randn(1396736, 512)]


def get_init_inputs():
    return []
