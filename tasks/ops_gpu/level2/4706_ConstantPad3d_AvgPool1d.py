"""ConstantPad3d -> AvgPool1d: synthesised by warpgym synth (seed 8, index 411, torch#2, dim 0 x2813)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad3d -> AvgPool1d"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)
        self.avgpool1d_1 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = self.constantpad3d_0(x)
        x = self.avgpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(22504, 256, 128)]


def get_init_inputs():
    return []
