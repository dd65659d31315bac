"""torch.atan -> F.relu6 -> F.pairwise_distance: synthesised by warpgym synth (seed 7, index 6731, torch#3, dim 0 x394)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.atan -> F.relu6 -> F.pairwise_distance"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.atan(x)
        x = F.relu6(x)
        x = F.pairwise_distance(x, x1)
        return x


def get_inputs():
    return [torch.randn(3152, 64, 16, 16), torch.randn(3152, 64, 16, 16)]


def get_init_inputs():
    return []
