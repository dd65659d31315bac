"""AdaptiveMaxPool2d -> F.avg_pool2d: synthesised by warpgym synth (seed 7, index 1642, torch#2, dim 0 x5240)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool2d -> F.avg_pool2d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_0 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool2d_0(x)
        x = F.avg_pool2d(x, 3)
        return x


def get_inputs():
    return [torch.randn(83840, 64, 128)]


def get_init_inputs():
    return []
