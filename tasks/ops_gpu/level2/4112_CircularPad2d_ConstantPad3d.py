"""CircularPad2d -> ConstantPad3d: synthesised by warpgym synth (seed 7, index 6465, torch#2, dim 0 x343)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad2d -> ConstantPad3d"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_0 = nn.CircularPad2d(padding=1)
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = self.circularpad2d_0(x)
        x = self.constantpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(10976, 128, 64)]


def get_init_inputs():
    return []
