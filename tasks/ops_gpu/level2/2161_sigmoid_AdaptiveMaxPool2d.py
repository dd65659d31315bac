"""F.sigmoid -> AdaptiveMaxPool2d: synthesised by warpgym synth (seed 7, index 3414, torch#2, dim 0 x6492)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> AdaptiveMaxPool2d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_1 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x):
        x = F.sigmoid(x)
        x = self.adaptivemaxpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(103872, 64, 128)]


def get_init_inputs():
    return []
