"""F.normalize -> torch.exp: synthesised by warpgym synth (seed 7, index 1980, torch#2, dim 0 x1014)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> torch.exp"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.normalize(x)
        x = torch.exp(x)
        return x


def get_inputs():
    return [torch.randn(64896, 1024)]


def get_init_inputs():
    return []
