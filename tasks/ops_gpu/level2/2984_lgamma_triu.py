"""torch.lgamma -> torch.triu: synthesised by warpgym synth (seed 7, index 4721, torch#2, dim 0 x3789)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lgamma -> torch.triu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.lgamma(x)
        x = torch.triu(x)
        return x


def get_inputs():
    return [torch.randn(60624, 32, 16, 16)]


def get_init_inputs():
    return []
