"""torch.arctan2 -> F.pairwise_distance: synthesised by warpgym synth (seed 7, index 2304, torch#2, dim 0 x481)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan2 -> F.pairwise_distance"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.arctan2(x, x1)
        x = F.pairwise_distance(x, x2)
        return x


def get_inputs():
    return [torch.randn(7696, 32, 16, 16), torch.randn(7696, 32, 16, 16), torch.randn(7696, 32, 16, 16)]


def get_init_inputs():
    return []
