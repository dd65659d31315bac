"""F.triplet_margin_with_distance_loss: synthesised by warpgym synth (seed 7, index 6184, torch#1, dim 0 x454)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.triplet_margin_with_distance_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = F.triplet_margin_with_distance_loss(x, negative=x1, positive=x2)
        return x


def get_inputs():
    return [torch.randn(7264, 32, 16, 16), torch.randn(7264, 32, 16, 16), torch.randn(7264, 32, 16, 16)]


def get_init_inputs():
    return []
