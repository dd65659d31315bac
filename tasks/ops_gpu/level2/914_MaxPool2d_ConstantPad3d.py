"""MaxPool2d -> ConstantPad3d: synthesised by warpgym synth (seed 7, index 1484, torch#2, dim 0 x3199)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool2d -> ConstantPad3d"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_0 = nn.MaxPool2d(kernel_size=3)
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = self.maxpool2d_0(x)
        x = self.constantpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(102368, 128, 64)]


def get_init_inputs():
    return []
