"""AvgPool2d -> torch.prod: synthesised by warpgym synth (seed 7, index 3278, torch#2, dim 0 x6828)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool2d -> torch.prod"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_0 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x):
        x = self.avgpool2d_0(x)
        x = torch.prod(x, -1)
        return x


def get_inputs():
    return [torch.randn(54624, 64, 16, 16)]


def get_init_inputs():
    return []
