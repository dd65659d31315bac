"""CircularPad2d -> InstanceNorm2d: synthesised by warpgym synth (seed 7, index 3791, torch#2, dim 0 x2270)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad2d -> InstanceNorm2d"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_0 = nn.CircularPad2d(padding=1)
        self.instancenorm2d_1 = nn.InstanceNorm2d(num_features=18)

    def forward(self, x):
        x = self.circularpad2d_0(x)
        x = self.instancenorm2d_1(x)
        return x


def get_inputs():
    return [torch.randn(18160, 64, 16, 16)]


def get_init_inputs():
    return []
