"""F.adaptive_max_pool3d_with_indices -> torch.logaddexp: synthesised by warpgym synth (seed 7, index 2372, torch#2, dim 0 x5418)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool3d_with_indices -> torch.logaddexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        x = torch.logaddexp(x, x1)
        return x


def get_inputs():
    return [torch.randn(43344, 64, 16, 16), torch.randn(43344, 4, 4, 4)]


def get_init_inputs():
    return []
