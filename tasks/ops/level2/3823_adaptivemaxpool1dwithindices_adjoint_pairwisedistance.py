"""F.adaptive_max_pool1d_with_indices -> torch.adjoint -> F.pairwise_distance: synthesised by warpgym synth (seed 7, index 5022, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool1d_with_indices -> torch.adjoint -> F.pairwise_distance"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        x = torch.adjoint(x)
        x = F.pairwise_distance(x, x1)
        return x


def get_inputs():
    return [torch.randn(128, 256), torch.randn(4, 128)]


def get_init_inputs():
    return []
