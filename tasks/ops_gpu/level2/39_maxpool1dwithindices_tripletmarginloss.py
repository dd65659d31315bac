"""F.max_pool1d_with_indices -> F.triplet_margin_loss: synthesised by warpgym synth (seed 7, index 47, torch#2, dim 0 x586)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool1d_with_indices -> F.triplet_margin_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = F.triplet_margin_loss(x, negative=x1, positive=x2)
        return x


def get_inputs():
    return [torch.randn(18752, 128, 64), torch.randn(18752, 128, 21), torch.randn(18752, 128, 21)]


def get_init_inputs():
    return []
