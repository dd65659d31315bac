"""F.threshold -> ConstantPad3d: synthesised by warpgym synth (seed 7, index 5533, torch#2, dim 0 x1673)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.threshold -> ConstantPad3d"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.constantpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(13384, 64, 16, 16)]


def get_init_inputs():
    return []
