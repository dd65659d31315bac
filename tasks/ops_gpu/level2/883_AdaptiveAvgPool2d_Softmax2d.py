"""AdaptiveAvgPool2d -> Softmax2d: synthesised by warpgym synth (seed 7, index 1443, torch#2, dim 0 x2917)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool2d -> Softmax2d"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool2d_0 = nn.AdaptiveAvgPool2d(output_size=4)
        self.softmax2d_1 = nn.Softmax2d()

    def forward(self, x):
        x = self.adaptiveavgpool2d_0(x)
        x = self.softmax2d_1(x)
        return x


def get_inputs():
    return [torch.randn(46672, 32, 16, 16)]


def get_init_inputs():
    return []
