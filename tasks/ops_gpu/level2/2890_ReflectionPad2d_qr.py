"""ReflectionPad2d -> torch.qr: synthesised by warpgym synth (seed 7, index 4569, torch#2, dim 0 x1983)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad2d -> torch.qr"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = self.reflectionpad2d_0(x)
        x = torch.qr(x)[0]
        return x


def get_inputs():
    return [torch.randn(15864, 64, 16, 16)]


def get_init_inputs():
    return []
