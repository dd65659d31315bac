"""torch.cos -> F.adaptive_max_pool1d_with_indices -> F.linear: synthesised by warpgym synth (seed 7, index 5293, torch#3, dim 0 x94)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cos -> F.adaptive_max_pool1d_with_indices -> F.linear"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.cos(x)
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        x = F.linear(x, x1)
        return x


def get_inputs():
    return [torch.randn(24064, 256), torch.randn(24064, 4)]


def get_init_inputs():
    return []
