"""InstanceNorm2d: synthesised by warpgym synth (seed 7, index 3360, torch#1, dim 0 x2375)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm2d"""

    def __init__(self):
        super().__init__()
        self.instancenorm2d_0 = nn.InstanceNorm2d(num_features=32)

    def forward(self, x):
        x = self.instancenorm2d_0(x)
        return x


def get_inputs():
    return [torch.randn(19000, 16, 32, 32)]


def get_init_inputs():
    return []
