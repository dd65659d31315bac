"""ConstantPad2d -> ZeroPad3d -> LocalResponseNorm: synthesised by warpgym synth (seed 7, index 790, torch#3, dim 0 x309)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad2d -> ZeroPad3d -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)
        self.zeropad3d_1 = nn.ZeroPad3d(padding=1)
        self.localresponsenorm_2 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.constantpad2d_0(x)
        x = self.zeropad3d_1(x)
        x = self.localresponsenorm_2(x)
        return x


def get_inputs():
    return [torch.randn(9888, 128, 64)]


def get_init_inputs():
    return []
