"""ZeroPad1d -> ReflectionPad3d: synthesised by warpgym synth (seed 7, index 990, torch#2, dim 0 x4184)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> ReflectionPad3d"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.reflectionpad3d_1 = nn.ReflectionPad3d(padding=1)

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = self.reflectionpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(16736, 16, 8, 8, 8)]


def get_init_inputs():
    return []
