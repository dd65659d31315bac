"""torch.hypot -> F.triplet_margin_with_distance_loss: synthesised by warpgym synth (seed 7, index 1192, torch#2, dim 0 x235)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.hypot -> F.triplet_margin_with_distance_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2, x3):
        x = torch.hypot(x, x1)
        x = F.triplet_margin_with_distance_loss(x, negative=x2, positive=x3)
        return x


def get_inputs():
    return [torch.randn(60160, 512), torch.randn(60160, 512), torch.randn(60160, 512), torch.randn(60160, 512)]


def get_init_inputs():
    return []
