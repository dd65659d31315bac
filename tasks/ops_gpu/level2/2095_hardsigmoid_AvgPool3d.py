"""F.hardsigmoid -> AvgPool3d: synthesised by warpgym synth (seed 7, index 3309, torch#2, dim 0 x7865)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardsigmoid -> AvgPool3d"""

    def __init__(self):
        super().__init__()
        self.avgpool3d_1 = nn.AvgPool3d(kernel_size=3)

    def forward(self, x):
        x = F.hardsigmoid(x)
        x = self.avgpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(31460, 32, 32, 32)]


def get_init_inputs():
    return []
