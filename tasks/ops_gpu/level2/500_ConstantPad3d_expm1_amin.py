"""ConstantPad3d -> torch.expm1 -> torch.amin: synthesised by warpgym synth (seed 7, index 801, torch#3, dim 0 x4991)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad3d -> torch.expm1 -> torch.amin"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad3d_0(x)
        x = torch.expm1(x)
        x = torch.amin(x)
        return x


def get_inputs():
    return [torch.randn(39928, 64, 16, 16)]


def get_init_inputs():
    return []
