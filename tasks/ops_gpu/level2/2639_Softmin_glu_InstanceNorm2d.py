"""Softmin -> F.glu -> InstanceNorm2d: synthesised by warpgym synth (seed 7, index 4181, torch#3, dim 0 x542)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> F.glu -> InstanceNorm2d"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()
        self.instancenorm2d_2 = nn.InstanceNorm2d(num_features=32)

    def forward(self, x):
        x = self.softmin_0(x)
        x = F.glu(x)
        x = self.instancenorm2d_2(x)
        return x


def get_inputs():
    return [torch.randn(17344, 128, 64)]


def get_init_inputs():
    return []
