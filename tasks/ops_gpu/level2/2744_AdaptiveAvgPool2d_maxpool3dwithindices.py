"""AdaptiveAvgPool2d -> F.max_pool3d_with_indices: synthesised by warpgym synth (seed 7, index 4330, torch#2, dim 0 x4976)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool2d -> F.max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool2d_0 = nn.AdaptiveAvgPool2d(output_size=4)

    def forward(self, x):
        x = self.adaptiveavgpool2d_0(x)
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(39808, 64, 16, 16)]


def get_init_inputs():
    return []
