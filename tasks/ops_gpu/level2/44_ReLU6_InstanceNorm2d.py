"""ReLU6 -> InstanceNorm2d: synthesised by warpgym synth (seed 7, index 58, torch#2, dim 0 x1048)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> InstanceNorm2d"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()
        self.instancenorm2d_1 = nn.InstanceNorm2d(num_features=128)

    def forward(self, x):
        x = self.relu6_0(x)
        x = self.instancenorm2d_1(x)
        return x


def get_inputs():
    return [torch.randn(16768, 64, 128)]


def get_init_inputs():
    return []
