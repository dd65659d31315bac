"""F.max_pool2d_with_indices -> AdaptiveAvgPool3d: synthesised by warpgym synth (seed 7, index 5492, torch#2, dim 0 x7875)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool2d_with_indices -> AdaptiveAvgPool3d"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool3d_1 = nn.AdaptiveAvgPool3d(output_size=4)

    def forward(self, x):
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        x = self.adaptiveavgpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(126000, 32, 16, 16)]


def get_init_inputs():
    return []
