"""torch.absolute -> F.triplet_margin_with_distance_loss: synthesised by warpgym synth (seed 7, index 706, torch#2, dim 0 x2651)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.absolute -> F.triplet_margin_with_distance_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.absolute(x)
        x = F.triplet_margin_with_distance_loss(x, negative=x1, positive=x2)
        return x


def get_inputs():
    return [torch.randn(42416, 32, 256), torch.randn(42416, 32, 256), torch.randn(42416, 32, 256)]


def get_init_inputs():
    return []
