"""torch.sort -> F.sigmoid: synthesised by warpgym synth (seed 7, index 1789, torch#2, dim 0 x7347)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sort -> F.sigmoid"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sort(x)[0]
        x = F.sigmoid(x)
        return x


def get_inputs():
    return [torch.randn(1880832, 256)]


def get_init_inputs():
    return []
