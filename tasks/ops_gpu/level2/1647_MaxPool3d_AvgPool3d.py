"""MaxPool3d -> AvgPool3d: synthesised by warpgym synth (seed 7, index 2613, torch#2, dim 0 x7864)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool3d -> AvgPool3d"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_0 = nn.MaxPool3d(kernel_size=3)
        self.avgpool3d_1 = nn.AvgPool3d(kernel_size=3)

    def forward(self, x):
        x = self.maxpool3d_0(x)
        x = self.avgpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(125824, 32, 16, 16)]


def get_init_inputs():
    return []
