"""AvgPool2d -> F.selu: synthesised by warpgym synth (seed 7, index 375, torch#2, dim 0 x6791)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool2d -> F.selu"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_0 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x):
        x = self.avgpool2d_0(x)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(108656, 32, 256)]


def get_init_inputs():
    return []
