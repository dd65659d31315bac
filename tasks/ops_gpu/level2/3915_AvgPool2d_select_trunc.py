"""AvgPool2d -> torch.select -> torch.trunc: synthesised by warpgym synth (seed 7, index 6167, torch#3, dim 0 x7687)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool2d -> torch.select -> torch.trunc"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_0 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x):
        x = self.avgpool2d_0(x)
        x = torch.select(x, -1, 2)
        x = torch.trunc(x)
        return x


def get_inputs():
    return [torch.randn(61496, 64, 16, 16)]


def get_init_inputs():
    return []
