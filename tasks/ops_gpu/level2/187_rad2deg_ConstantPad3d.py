"""torch.rad2deg -> ConstantPad3d: synthesised by warpgym synth (seed 7, index 290, torch#2, dim 0 x2015)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> ConstantPad3d"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = torch.rad2deg(x)
        x = self.constantpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(16120, 256, 128)]


def get_init_inputs():
    return []
