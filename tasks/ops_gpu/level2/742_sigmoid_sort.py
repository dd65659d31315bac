"""F.sigmoid -> torch.sort: synthesised by warpgym synth (seed 7, index 1199, torch#2, dim 0 x1928)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> torch.sort"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.sigmoid(x)
        x = torch.sort(x)[0]
        return x


def get_inputs():
    return [torch.randn(123392, 1024)]


def get_init_inputs():
    return []
