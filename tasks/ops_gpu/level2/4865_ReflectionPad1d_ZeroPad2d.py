"""ReflectionPad1d -> ZeroPad2d: synthesised by warpgym synth (seed 9, index 212, torch#2, dim 0 x2679)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = self.reflectionpad1d_0(x)
        x = self.zeropad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(42864, 32, 256)]


def get_init_inputs():
    return []
