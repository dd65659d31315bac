"""F.tanhshrink -> InstanceNorm2d: synthesised by warpgym synth (seed 7, index 2675, torch#2, dim 0 x1850)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> InstanceNorm2d"""

    def __init__(self):
        super().__init__()
        self.instancenorm2d_1 = nn.InstanceNorm2d(num_features=32)

    def forward(self, x):
        x = F.tanhshrink(x)
        x = self.instancenorm2d_1(x)
        return x


def get_inputs():
    return [torch.randn(14800, 16, 32, 32)]


def get_init_inputs():
    return []
