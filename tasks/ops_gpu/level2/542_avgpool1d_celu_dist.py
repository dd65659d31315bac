"""F.avg_pool1d -> F.celu -> torch.dist: synthesised by warpgym synth (seed 7, index 846, torch#3, dim 0 x1093)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool1d -> F.celu -> torch.dist"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.avg_pool1d(x, 3)
        x = F.celu(x)
        x = torch.dist(x, x1)
        return x


def get_inputs():
    return [torch.randn(17488, 64, 128), torch.randn(17488, 64, 42)]


def get_init_inputs():
    return []
