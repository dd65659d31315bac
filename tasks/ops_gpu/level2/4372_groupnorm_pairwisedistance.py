"""F.group_norm -> F.pairwise_distance: synthesised by warpgym synth (seed 7, index 6866, torch#2, dim 0 x273)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.group_norm -> F.pairwise_distance"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.group_norm(x, num_groups=2)
        x = F.pairwise_distance(x, x1)
        return x


def get_inputs():
    return [torch.randn(8736, 128, 64), torch.randn(8736, 128, 64)]


def get_init_inputs():
    return []
