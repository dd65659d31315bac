"""F.lp_pool1d -> AvgPool1d: synthesised by warpgym synth (seed 7, index 1297, torch#2, dim 0 x3467)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool1d -> AvgPool1d"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_1 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        x = self.avgpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(887552, 256)]


def get_init_inputs():
    return []
