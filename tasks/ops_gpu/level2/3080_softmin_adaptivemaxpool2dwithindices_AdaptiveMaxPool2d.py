"""F.softmin -> F.adaptive_max_pool2d_with_indices -> AdaptiveMaxPool2d: synthesised by warpgym synth (seed 7, index 4870, torch#3, dim 0 x7838)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmin -> F.adaptive_max_pool2d_with_indices -> AdaptiveMaxPool2d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_2 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x):
        x = F.softmin(x)
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = self.adaptivemaxpool2d_2(x)
        return x


def get_inputs():
    return [torch.randn(125408, 32, 256)]


def get_init_inputs():
    return []
