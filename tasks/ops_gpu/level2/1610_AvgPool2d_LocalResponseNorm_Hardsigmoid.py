"""AvgPool2d -> LocalResponseNorm -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 2554, torch#3, dim 0 x3113)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool2d -> LocalResponseNorm -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_0 = nn.AvgPool2d(kernel_size=3)
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)
        self.hardsigmoid_2 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.avgpool2d_0(x)
        x = self.localresponsenorm_1(x)
        x = self.hardsigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(24904, 256, 128)]


def get_init_inputs():
    return []
