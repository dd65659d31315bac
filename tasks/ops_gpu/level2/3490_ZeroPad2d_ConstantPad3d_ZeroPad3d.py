"""ZeroPad2d -> ConstantPad3d -> ZeroPad3d: synthesised by warpgym synth (seed 7, index 5484, torch#3, dim 0 x1871)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> ConstantPad3d -> ZeroPad3d"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)
        self.zeropad3d_2 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = self.constantpad3d_1(x)
        x = self.zeropad3d_2(x)
        return x


def get_inputs():
    return [torch.randn(14968, 64, 16, 16)]


def get_init_inputs():
    return []
