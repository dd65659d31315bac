"""F.softshrink -> InstanceNorm2d: synthesised by warpgym synth (seed 7, index 5455, torch#2, dim 0 x1763)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> InstanceNorm2d"""

    def __init__(self):
        super().__init__()
        self.instancenorm2d_1 = nn.InstanceNorm2d(num_features=64)

    def forward(self, x):
        x = F.softshrink(x)
        x = self.instancenorm2d_1(x)
        return x


def get_inputs():
    return [torch.randn(56416, 128, 64)]


def get_init_inputs():
    return []
