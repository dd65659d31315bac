"""ConstantPad2d -> PReLU: synthesised by warpgym synth (seed 7, index 408, torch#2, dim 0 x1490)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad2d -> PReLU"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = self.constantpad2d_0(x)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(5960, 32, 32, 32)]


def get_init_inputs():
    return []
