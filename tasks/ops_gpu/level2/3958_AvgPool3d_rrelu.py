"""AvgPool3d -> F.rrelu: synthesised by warpgym synth (seed 7, index 6232, torch#2, dim 0 x5385)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool3d -> F.rrelu"""

    def __init__(self):
        super().__init__()
        self.avgpool3d_0 = nn.AvgPool3d(kernel_size=3)

    def forward(self, x):
        x = self.avgpool3d_0(x)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(86160, 32, 16, 16)]


def get_init_inputs():
    return []
