"""torch.sort -> torch.trace: synthesised by warpgym synth (seed 8, index 344, torch#2, dim 0 x3101)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sort -> torch.trace"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sort(x)[0]
        x = torch.trace(x)
        return x


def get_inputs():
    return [torch.randn(198464, 1024)]


def get_init_inputs():
    return []
