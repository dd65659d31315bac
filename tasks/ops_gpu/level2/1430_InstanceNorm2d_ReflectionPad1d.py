"""InstanceNorm2d -> ReflectionPad1d: synthesised by warpgym synth (seed 7, index 2290, torch#2, dim 0 x837)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm2d -> ReflectionPad1d"""

    def __init__(self):
        super().__init__()
        self.instancenorm2d_0 = nn.InstanceNorm2d(num_features=256)
        self.reflectionpad1d_1 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = self.instancenorm2d_0(x)
        x = self.reflectionpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(13392, 32, 256)]


def get_init_inputs():
    return []
