"""torch.movedim -> BatchNorm2d: synthesised by warpgym synth (seed 7, index 5886, torch#2, dim 0 x2933)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.movedim -> BatchNorm2d"""

    def __init__(self):
        super().__init__()
        self.batchnorm2d_1 = nn.BatchNorm2d(num_features=16)

    def forward(self, x):
        x = torch.movedim(x, 2, 1)
        x = self.batchnorm2d_1(x)
        return x


def get_inputs():
    return [torch.randn(46928, 32, 16, 16)]


def get_init_inputs():
    return []
