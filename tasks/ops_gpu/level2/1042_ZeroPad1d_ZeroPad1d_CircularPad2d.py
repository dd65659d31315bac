"""ZeroPad1d -> ZeroPad1d -> CircularPad2d: synthesised by warpgym synth (seed 7, index 1698, torch#3, dim 0 x1071)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> ZeroPad1d -> CircularPad2d"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)
        self.circularpad2d_2 = nn.CircularPad2d(padding=1)

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = self.zeropad1d_1(x)
        x = self.circularpad2d_2(x)
        return x


def get_inputs():
    return [torch.randn(4284, 32, 32, 32)]


def get_init_inputs():
    return []
