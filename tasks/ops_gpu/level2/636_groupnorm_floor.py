"""F.group_norm -> torch.floor: synthesised by warpgym synth (seed 7, index 1020, torch#2, dim 0 x3528)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.group_norm -> torch.floor"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.group_norm(x, num_groups=2)
        x = torch.floor(x)
        return x


def get_inputs():
    return [torch.randn(56448, 64, 128)]


def get_init_inputs():
    return []
