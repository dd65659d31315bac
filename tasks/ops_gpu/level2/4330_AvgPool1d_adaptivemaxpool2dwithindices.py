"""AvgPool1d -> F.adaptive_max_pool2d_with_indices: synthesised by warpgym synth (seed 7, index 6805, torch#2, dim 0 x3495)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d -> F.adaptive_max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(55920, 64, 128)]


def get_init_inputs():
    return []
