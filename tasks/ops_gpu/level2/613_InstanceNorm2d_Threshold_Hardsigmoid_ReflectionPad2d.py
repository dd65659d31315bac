"""InstanceNorm2d -> Threshold -> Hardsigmoid -> ReflectionPad2d: synthesised by warpgym synth (seed 7, index 984, torch#4, dim 0 x265)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm2d -> Threshold -> Hardsigmoid -> ReflectionPad2d"""

    def __init__(self):
        super().__init__()
        self.instancenorm2d_0 = nn.InstanceNorm2d(num_features=128)
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)
        self.hardsigmoid_2 = nn.Hardsigmoid()
        self.reflectionpad2d_3 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = self.instancenorm2d_0(x)
        x = self.threshold_1(x)
        x = self.hardsigmoid_2(x)
        x = self.reflectionpad2d_3(x)
        return x


def get_inputs():
    return [torch.randn(2120, 256, 128)]


def get_init_inputs():
    return []
