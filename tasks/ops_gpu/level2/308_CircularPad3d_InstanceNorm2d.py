"""CircularPad3d -> InstanceNorm2d: synthesised by warpgym synth (seed 7, index 466, torch#2, dim 0 x2042)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad3d -> InstanceNorm2d"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_0 = nn.CircularPad3d(padding=1)
        self.instancenorm2d_1 = nn.InstanceNorm2d(num_features=34)

    def forward(self, x):
        x = self.circularpad3d_0(x)
        x = self.instancenorm2d_1(x)
        return x


def get_inputs():
    return [torch.randn(8168, 32, 32, 32)]


def get_init_inputs():
    return []
