"""F.adaptive_max_pool3d_with_indices -> Threshold: synthesised by warpgym synth (seed 7, index 2683, torch#2, dim 0 x8043)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool3d_with_indices -> Threshold"""

    def __init__(self):
        super().__init__()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        x = self.threshold_1(x)
        return x


def get_inputs():
    return [torch.randn(32172, 32, 32, 32)]


def get_init_inputs():
    return []
