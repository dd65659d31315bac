"""F.adaptive_max_pool1d_with_indices -> F.normalize -> torch.diag_embed -> F.adaptive_max_pool2d_with_indices: synthesised by warpgym synth (seed 7, index 1408, torch#4, dim 0 x30009)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool1d_with_indices -> F.normalize -> torch.diag_embed -> F.adaptive_max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        x = F.normalize(x)
        x = torch.diag_embed(x)
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(3841152, 256)]


def get_init_inputs():
    return []
