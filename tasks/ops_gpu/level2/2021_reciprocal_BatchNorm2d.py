"""torch.reciprocal -> BatchNorm2d: synthesised by warpgym synth (seed 7, index 3189, torch#2, dim 0 x2934)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.reciprocal -> BatchNorm2d"""

    def __init__(self):
        super().__init__()
        self.batchnorm2d_1 = nn.BatchNorm2d(num_features=32)

    def forward(self, x):
        x = torch.reciprocal(x)
        x = self.batchnorm2d_1(x)
        return x


def get_inputs():
    return [torch.randn(11736, 32, 32, 32)]


def get_init_inputs():
    return []
