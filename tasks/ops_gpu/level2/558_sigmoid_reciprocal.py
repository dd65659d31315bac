"""F.sigmoid -> torch.reciprocal: synthesised by warpgym synth (seed 7, index 906, torch#2, dim 0 x808)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> torch.reciprocal"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.sigmoid(x)
        x = torch.reciprocal(x)
        return x


def get_inputs():
    return [torch.randn(413696, 256)]


def get_init_inputs():
    return []
