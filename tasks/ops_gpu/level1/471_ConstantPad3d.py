"""ConstantPad3d: synthesised by warpgym synth (seed 8, index 260, torch#1, dim 0 x1167)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad3d"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad3d_0(x)
        return x


def get_inputs():
    return [torch.randn(9336, 256, 128)]


def get_init_inputs():
    return []
