"""AdaptiveAvgPool2d -> LocalResponseNorm: synthesised by warpgym synth (seed 8, index 427, torch#2, dim 0 x3465)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool2d -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool2d_0 = nn.AdaptiveAvgPool2d(output_size=4)
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.adaptiveavgpool2d_0(x)
        x = self.localresponsenorm_1(x)
        return x


def get_inputs():
    return [torch.randn(55440, 64, 128)]


def get_init_inputs():
    return []
