"""ReflectionPad3d -> Threshold -> BatchNorm2d: synthesised by warpgym synth (seed 7, index 4630, torch#3, dim 0 x3129)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad3d -> Threshold -> BatchNorm2d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad3d_0 = nn.ReflectionPad3d(padding=1)
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)
        self.batchnorm2d_2 = nn.BatchNorm2d(num_features=18)

    def forward(self, x):
        x = self.reflectionpad3d_0(x)
        x = self.threshold_1(x)
        x = self.batchnorm2d_2(x)
        return x


def get_inputs():
    return [torch.randn(25032, 16, 32, 32)]


def get_init_inputs():
    return []
