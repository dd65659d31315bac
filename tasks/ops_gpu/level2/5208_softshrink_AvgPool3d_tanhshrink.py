"""F.softshrink -> AvgPool3d -> F.tanhshrink: synthesised by warpgym synth (seed 9, index 742, torch#3, dim 0 x7290)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> AvgPool3d -> F.tanhshrink"""

    def __init__(self):
        super().__init__()
        self.avgpool3d_1 = nn.AvgPool3d(kernel_size=3)

    def forward(self, x):
        x = F.softshrink(x)
        x = self.avgpool3d_1(x)
        x = F.tanhshrink(x)
        return x


def get_inputs():
    return [torch.randn(58320, 16, 32, 32)]


def get_init_inputs():
    return []
