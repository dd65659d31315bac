"""ConstantPad3d -> GLU: synthesised by warpgym synth (seed 7, index 2508, torch#2, dim 0 x11107)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad3d -> GLU"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)
        self.glu_1 = nn.GLU()

    def forward(self, x):
        x = self.constantpad3d_0(x)
        x = self.glu_1(x)
        return x


def get_inputs():
    return [torch.randn(22214, 8, 8, 16, 16)]


def get_init_inputs():
    return []
