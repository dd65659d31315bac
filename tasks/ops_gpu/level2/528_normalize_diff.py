"""F.normalize -> torch.diff: synthesised by warpgym synth (seed 7, index 855, torch#2, dim 0 x3610)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> torch.diff"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.normalize(x)
        x = torch.diff(x)
        return x


def get_inputs():
    return [torch.randn(1848320, 256)]


def get_init_inputs():
    return []
