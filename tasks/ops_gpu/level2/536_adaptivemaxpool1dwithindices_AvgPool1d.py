"""F.adaptive_max_pool1d_with_indices -> AvgPool1d: synthesised by warpgym synth (seed 7, index 866, torch#2, dim 0 x6932)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool1d_with_indices -> AvgPool1d"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_1 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        x = self.avgpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(110912, 64, 128)]


def get_init_inputs():
    return []
