"""AdaptiveMaxPool3d -> F.max_pool2d_with_indices: synthesised by warpgym synth (seed 7, index 364, torch#2, dim 0 x7945)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool3d -> F.max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool3d_0 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool3d_0(x)
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(63560, 64, 16, 16)]


def get_init_inputs():
    return []
