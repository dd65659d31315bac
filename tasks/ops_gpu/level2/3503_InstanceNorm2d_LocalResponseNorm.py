"""InstanceNorm2d -> LocalResponseNorm: synthesised by warpgym synth (seed 7, index 5510, torch#2, dim 0 x436)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm2d -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.instancenorm2d_0 = nn.InstanceNorm2d(num_features=16)
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.instancenorm2d_0(x)
        x = self.localresponsenorm_1(x)
        return x


def get_inputs():
    return [torch.randn(3488, 64, 16, 16)]


def get_init_inputs():
    return []
