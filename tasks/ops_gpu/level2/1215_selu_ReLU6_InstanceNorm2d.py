"""F.selu -> ReLU6 -> InstanceNorm2d: synthesised by warpgym synth (seed 7, index 1964, torch#3, dim 0 x538)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.selu -> ReLU6 -> InstanceNorm2d"""

    def __init__(self):
        super().__init__()
        self.relu6_1 = nn.ReLU6()
        self.instancenorm2d_2 = nn.InstanceNorm2d(num_features=16)

    def forward(self, x):
        x = F.selu(x)
        x = self.relu6_1(x)
        x = self.instancenorm2d_2(x)
        return x


def get_inputs():
    return [torch.randn(8608, 32, 16, 16)]


def get_init_inputs():
    return []
