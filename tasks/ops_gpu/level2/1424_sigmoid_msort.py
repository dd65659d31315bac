"""F.sigmoid -> torch.msort: synthesised by warpgym synth (seed 7, index 2279, torch#2, dim 0 x9582)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> torch.msort"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.sigmoid(x)
        x = torch.msort(x)
        return x


def get_inputs():
    return [torch.randn(38328, 16, 8, 8, 8)]


def get_init_inputs():
    return []
