"""AvgPool1d -> F.adaptive_avg_pool2d: synthesised by warpgym synth (seed 7, index 1582, torch#2, dim 0 x4003)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d -> F.adaptive_avg_pool2d"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = F.adaptive_avg_pool2d(x, output_size=4)
        return x


def get_inputs():
    return [torch.randn(128096, 128, 64)]


def get_init_inputs():
    return []
