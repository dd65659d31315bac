"""ZeroPad2d -> torch.fmod -> ReflectionPad3d: synthesised by warpgym synth (seed 7, index 3536, torch#3, dim 0 x1963)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> torch.fmod -> ReflectionPad3d"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)
        self.reflectionpad3d_2 = nn.ReflectionPad3d(padding=1)

    def forward(self, x, x1):
        x = self.zeropad2d_0(x)
        x = torch.fmod(x, x1)
        x = self.reflectionpad3d_2(x)
        return x


def get_inputs():
    return [torch.randn(15704, 16, 32, 32), torch.randn(15704, 16, 34, 34)]


def get_init_inputs():
    return []
