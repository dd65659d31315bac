"""torch.negative -> torch.std: synthesised by warpgym synth (seed 7, index 5850, torch#2, dim 0 x7681)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.negative -> torch.std"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.negative(x)
        x = torch.std(x)
        return x


def get_inputs():
    return [torch.randn(1966336, 512)]


def get_init_inputs():
    return []
