"""AvgPool1d -> F.adaptive_avg_pool1d: synthesised by warpgym synth (seed 7, index 2437, torch#2, dim 0 x14003)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d -> F.adaptive_avg_pool1d"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = F.adaptive_avg_pool1d(x, 4)
        return x


def get_inputs():
    return [torch.randn(3584768, 256)]


def get_init_inputs():
    return []
