"""ConstantPad3d -> MaxPool3d -> F.tanhshrink -> AvgPool2d: synthesised by warpgym synth (seed 7, index 5853, torch#4, dim 0 x754)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad3d -> MaxPool3d -> F.tanhshrink -> AvgPool2d"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)
        self.maxpool3d_1 = nn.MaxPool3d(kernel_size=3)
        self.avgpool2d_3 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x):
        x = self.constantpad3d_0(x)
        x = self.maxpool3d_1(x)
        x = F.tanhshrink(x)
        x = self.avgpool2d_3(x)
        return x


def get_inputs():
    return [torch.randn(6032, 16, 32, 32)]


def get_init_inputs():
    return []
