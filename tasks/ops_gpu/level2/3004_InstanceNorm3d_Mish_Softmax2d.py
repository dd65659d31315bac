"""InstanceNorm3d -> Mish -> Softmax2d: synthesised by warpgym synth (seed 7, index 4749, torch#3, dim 0 x707)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm3d -> Mish -> Softmax2d"""

    def __init__(self):
        super().__init__()
        self.instancenorm3d_0 = nn.InstanceNorm3d(num_features=16)
        self.mish_1 = nn.Mish()
        self.softmax2d_2 = nn.Softmax2d()

    def forward(self, x):
        x = self.instancenorm3d_0(x)
        x = self.mish_1(x)
        x = self.softmax2d_2(x)
        return x


def get_inputs():
    return [torch.randn(11312, 32, 16, 16)]


def get_init_inputs():
    return []
