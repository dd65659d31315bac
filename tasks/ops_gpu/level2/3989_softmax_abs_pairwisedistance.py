"""F.softmax -> torch.abs -> F.pairwise_distance: synthesised by warpgym synth (seed 7, index 6274, torch#3, dim 0 x3048)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmax -> torch.abs -> F.pairwise_distance"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.softmax(x)
        x = torch.abs(x)
        x = F.pairwise_distance(x, x1)
        return x


def get_inputs():
    return [torch.randn(780288, 512), torch.randn(780288, 512)]


def get_init_inputs():
    return []
