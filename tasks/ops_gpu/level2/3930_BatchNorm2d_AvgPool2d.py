"""BatchNorm2d -> AvgPool2d: synthesised by warpgym synth (seed 7, index 6189, torch#2, dim 0 x5962)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm2d -> AvgPool2d"""

    def __init__(self):
        super().__init__()
        self.batchnorm2d_0 = nn.BatchNorm2d(num_features=32)
        self.avgpool2d_1 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x):
        x = self.batchnorm2d_0(x)
        x = self.avgpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(23848, 32, 32, 32)]


def get_init_inputs():
    return []
