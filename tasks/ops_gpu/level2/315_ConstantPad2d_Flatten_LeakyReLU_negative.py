"""ConstantPad2d -> Flatten -> LeakyReLU -> torch.negative: synthesised by warpgym synth (seed 7, index 474, torch#4, dim 0 x2310)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad2d -> Flatten -> LeakyReLU -> torch.negative"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)
        self.flatten_1 = nn.Flatten()
        self.leakyrelu_2 = nn.LeakyReLU()

    def forward(self, x):
        x = self.constantpad2d_0(x)
        x = self.flatten_1(x)
        x = self.leakyrelu_2(x)
        x = torch.negative(x)
        return x


def get_inputs():
    return [torch.randn(9240, 32, 32, 32)]


def get_init_inputs():
    return []
