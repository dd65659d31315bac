"""ConstantPad1d -> ConstantPad2d: synthesised by warpgym synth (seed 7, index 1833, torch#2, dim 0 x13392)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> ConstantPad2d"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)
        self.constantpad2d_1 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = self.constantpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(1714176, 256)]


def get_init_inputs():
    return []
