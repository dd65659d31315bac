"""torch.moveaxis: synthesised by warpgym synth (seed 7, index 3510, torch#1)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.moveaxis"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.moveaxis(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(16, 32, 256)]


def get_init_inputs():
    return []
