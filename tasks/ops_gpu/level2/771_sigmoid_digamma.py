"""F.sigmoid -> torch.digamma: synthesised by warpgym synth (seed 7, index 1247, torch#2, dim 0 x7994)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> torch.digamma"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.sigmoid(x)
        x = torch.digamma(x)
        return x


def get_inputs():
    return [torch.randn(511616, 1024)]


def get_init_inputs():
    return []
