"""ReflectionPad2d -> Tanhshrink -> CELU -> Linear: synthesised by warpgym synth (seed 7, index 289, torch#4, dim 0 x260)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad2d -> Tanhshrink -> CELU -> Linear"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)
        self.tanhshrink_1 = nn.Tanhshrink()
        self.celu_2 = nn.CELU()
        self.linear_3 = nn.Linear(in_features=34, out_features=34)

    def forward(self, x):
        x = self.reflectionpad2d_0(x)
        x = self.tanhshrink_1(x)
        x = self.celu_2(x)
        x = self.linear_3(x)
        return x


def get_inputs():
    return [torch.randn(1040, 32, 32, 32)]


def get_init_inputs():
    return []
