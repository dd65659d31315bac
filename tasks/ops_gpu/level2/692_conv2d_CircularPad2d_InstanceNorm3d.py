"""F.conv2d -> CircularPad2d -> InstanceNorm3d: synthesised by warpgym synth (seed 7, index 1111, torch#3, dim 0 x76)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.conv2d -> CircularPad2d -> InstanceNorm3d"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_1 = nn.CircularPad2d(padding=1)
        self.instancenorm3d_2 = nn.InstanceNorm3d(num_features=3)

    def forward(self, x, x1):
        x = F.conv2d(x, x1)
        x = self.circularpad2d_1(x)
        x = self.instancenorm3d_2(x)
        return x


def get_inputs():
    return [torch.randn(304, 32, 32, 32), torch.randn(304, 32, 32, 32)]


def get_init_inputs():
    return []
