"""torch.atan -> F.pairwise_distance: synthesised by warpgym synth (seed 7, index 4026, torch#2, dim 0 x962)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.atan -> F.pairwise_distance"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.atan(x)
        x = F.pairwise_distance(x, x1)
        return x


def get_inputs():
    return [torch.randn(61568, 1024), torch.randn(61568, 1024)]


def get_init_inputs():
    return []
