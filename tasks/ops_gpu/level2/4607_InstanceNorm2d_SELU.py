"""InstanceNorm2d -> SELU: synthesised by warpgym synth (seed 8, index 268, torch#2, dim 0 x1070)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm2d -> SELU"""

    def __init__(self):
        super().__init__()
        self.instancenorm2d_0 = nn.InstanceNorm2d(num_features=128)
        self.selu_1 = nn.SELU()

    def forward(self, x):
        x = self.instancenorm2d_0(x)
        x = self.selu_1(x)
        return x


def get_inputs():
    return [torch.randn(8560, 256, 128)]


def get_init_inputs():
    return []
