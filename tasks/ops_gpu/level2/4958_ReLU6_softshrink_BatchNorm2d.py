"""ReLU6 -> F.softshrink -> BatchNorm2d: synthesised by warpgym synth (seed 9, index 373, torch#3, dim 0 x643)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> F.softshrink -> BatchNorm2d"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()
        self.batchnorm2d_2 = nn.BatchNorm2d(num_features=32)

    def forward(self, x):
        x = self.relu6_0(x)
        x = F.softshrink(x)
        x = self.batchnorm2d_2(x)
        return x


def get_inputs():
    return [torch.randn(2572, 32, 32, 32)]


def get_init_inputs():
    return []
