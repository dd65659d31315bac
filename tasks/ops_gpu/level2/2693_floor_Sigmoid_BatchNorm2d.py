"""torch.floor -> Sigmoid -> BatchNorm2d: synthesised by warpgym synth (seed 7, index 4260, torch#3, dim 0 x1017)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.floor -> Sigmoid -> BatchNorm2d"""

    def __init__(self):
        super().__init__()
        self.sigmoid_1 = nn.Sigmoid()
        self.batchnorm2d_2 = nn.BatchNorm2d(num_features=16)

    def forward(self, x):
        x = torch.floor(x)
        x = self.sigmoid_1(x)
        x = self.batchnorm2d_2(x)
        return x


def get_inputs():
    return [torch.randn(8136, 16, 32, 32)]


def get_init_inputs():
    return []
