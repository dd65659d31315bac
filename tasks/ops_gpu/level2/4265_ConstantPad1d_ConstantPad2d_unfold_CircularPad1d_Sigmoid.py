"""ConstantPad1d -> ConstantPad2d -> F.unfold -> CircularPad1d -> Sigmoid: synthesised by warpgym synth (seed 7, index 6702, torch#5, dim 0 x203)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> ConstantPad2d -> F.unfold -> CircularPad1d -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)
        self.constantpad2d_1 = nn.ConstantPad2d(padding=1, value=0.5)
        self.circularpad1d_3 = nn.CircularPad1d(padding=1)
        self.sigmoid_4 = nn.Sigmoid()

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = self.constantpad2d_1(x)
        x = F.unfold(x, kernel_size=3)
        x = self.circularpad1d_3(x)
        x = self.sigmoid_4(x)
        return x


def get_inputs():
    return [torch.randn(812, 32, 32, 32)]


def get_init_inputs():
    return []
