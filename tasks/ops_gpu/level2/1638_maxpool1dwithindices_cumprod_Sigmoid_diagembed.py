"""F.max_pool1d_with_indices -> torch.cumprod -> Sigmoid -> torch.diag_embed: synthesised by warpgym synth (seed 7, index 2601, torch#4, dim 0 x256)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool1d_with_indices -> torch.cumprod -> Sigmoid -> torch.diag_embed"""

    def __init__(self):
        super().__init__()
        self.sigmoid_2 = nn.Sigmoid()

    def forward(self, x):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = torch.cumprod(x, -1)
        x = self.sigmoid_2(x)
        x = torch.diag_embed(x)
        return x


def get_inputs():
    return [torch.randn(4096, 32, 256)]


def get_init_inputs():
    return []
