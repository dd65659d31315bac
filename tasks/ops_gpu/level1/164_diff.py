"""torch.diff: synthesised by warpgym synth (seed 7, index 2379, torch#1, dim 0 x8104)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diff"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.diff(x)
        return x


def get_inputs():
    return [torch.randn(2074624, 256)]


def get_init_inputs():
    return []
