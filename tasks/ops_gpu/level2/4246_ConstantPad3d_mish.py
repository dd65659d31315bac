"""ConstantPad3d -> F.mish: synthesised by warpgym synth (seed 7, index 6672, torch#2, dim 0 x2718)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad3d -> F.mish"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad3d_0(x)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(21744, 16, 32, 32)]


def get_init_inputs():
    return []
