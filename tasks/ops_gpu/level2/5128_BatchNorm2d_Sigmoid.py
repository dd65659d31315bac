"""BatchNorm2d -> Sigmoid: synthesised by warpgym synth (seed 9, index 631, torch#2, dim 0 x4005)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm2d -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.batchnorm2d_0 = nn.BatchNorm2d(num_features=16)
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x):
        x = self.batchnorm2d_0(x)
        x = self.sigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(32040, 16, 32, 32)]


def get_init_inputs():
    return []
