"""F.pairwise_distance -> torch.cov -> torch.flipud: synthesised by warpgym synth (seed 7, index 1901, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pairwise_distance -> torch.cov -> torch.flipud"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.pairwise_distance(x, x1)
        x = torch.cov(x)
        x = torch.flipud(x)
        return x


def get_inputs():
    return [torch.randn(16, 32, 256), torch.randn(16, 32, 256)]


def get_init_inputs():
    return []
