"""F.hardswish -> torch.diff: synthesised by warpgym synth (seed 7, index 3105, torch#2, dim 0 x7311)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardswish -> torch.diff"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardswish(x)
        x = torch.diff(x)
        return x


def get_inputs():
    return [torch.randn(467904, 1024)]


def get_init_inputs():
    return []
