"""torch.floor_divide -> F.sigmoid -> torch.mean: synthesised by warpgym synth (seed 7, index 820, torch#3, dim 0 x2593)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.floor_divide -> F.sigmoid -> torch.mean"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.floor_divide(x, x1)
        x = F.sigmoid(x)
        x = torch.mean(x)
        return x


def get_inputs():
    return [torch.randn(663808, 512), torch.randn(663808, 512)]


def get_init_inputs():
    return []
