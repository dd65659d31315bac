"""torch.addcmul -> F.adaptive_max_pool1d_with_indices -> torch.expm1: synthesised by warpgym synth (seed 7, index 4153, torch#3, dim 0 x1606)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.addcmul -> F.adaptive_max_pool1d_with_indices -> torch.expm1"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.addcmul(x, x1, x2)
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        x = torch.expm1(x)
        return x


def get_inputs():
    return [torch.randn(102784, 1024), torch.randn(102784, 1024), torch.randn(102784, 1024)]


def get_init_inputs():
    return []
