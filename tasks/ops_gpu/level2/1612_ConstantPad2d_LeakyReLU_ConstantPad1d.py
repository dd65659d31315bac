"""ConstantPad2d -> LeakyReLU -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 2556, torch#3, dim 0 x2204)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad2d -> LeakyReLU -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)
        self.leakyrelu_1 = nn.LeakyReLU()
        self.constantpad1d_2 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad2d_0(x)
        x = self.leakyrelu_1(x)
        x = self.constantpad1d_2(x)
        return x


def get_inputs():
    return [torch.randn(17632, 16, 32, 32)]


def get_init_inputs():
    return []
