"""F.selu -> AvgPool3d: synthesised by warpgym synth (seed 7, index 5502, torch#2, dim 0 x2497)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.selu -> AvgPool3d"""

    def __init__(self):
        super().__init__()
        self.avgpool3d_1 = nn.AvgPool3d(kernel_size=3)

    def forward(self, x):
        x = F.selu(x)
        x = self.avgpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(19976, 16, 32, 32)]


def get_init_inputs():
    return []
