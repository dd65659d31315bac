"""AvgPool1d -> ConstantPad2d -> CELU: synthesised by warpgym synth (seed 7, index 2050, torch#3, dim 0 x504)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d -> ConstantPad2d -> CELU"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)
        self.constantpad2d_1 = nn.ConstantPad2d(padding=1, value=0.5)
        self.celu_2 = nn.CELU()

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = self.constantpad2d_1(x)
        x = self.celu_2(x)
        return x


def get_inputs():
    return [torch.randn(16128, 128, 64)]


def get_init_inputs():
    return []
