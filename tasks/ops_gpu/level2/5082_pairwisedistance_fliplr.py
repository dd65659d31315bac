"""F.pairwise_distance -> torch.fliplr: synthesised by warpgym synth (seed 9, index 559, torch#2, dim 0 x1835)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pairwise_distance -> torch.fliplr"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.pairwise_distance(x, x1)
        x = torch.fliplr(x)
        return x


def get_inputs():
    return [torch.randn(14680, 256, 128), torch.randn(14680, 256, 128)]


def get_init_inputs():
    return []
