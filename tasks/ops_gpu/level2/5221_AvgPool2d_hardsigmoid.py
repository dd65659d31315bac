"""AvgPool2d -> F.hardsigmoid: synthesised by warpgym synth (seed 9, index 760, torch#2, dim 0 x6220)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool2d -> F.hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_0 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x):
        x = self.avgpool2d_0(x)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    return [torch.randn(49760, 64, 16, 16)]


def get_init_inputs():
    return []
