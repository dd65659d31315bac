"""torch.atan2 -> F.adaptive_max_pool2d_with_indices: synthesised by warpgym synth (seed 8, index 319, torch#2, dim 0 x1630)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.atan2 -> F.adaptive_max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.atan2(x, x1)
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(26080, 32, 256), torch.randn(26080, 32, 256)]


def get_init_inputs():
    return []
