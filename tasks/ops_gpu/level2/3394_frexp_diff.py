"""torch.frexp -> torch.diff: synthesised by warpgym synth (seed 7, index 5336, torch#2, dim 0 x2569)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frexp -> torch.diff"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.frexp(x)[0]
        x = torch.diff(x)
        return x


def get_inputs():
    return [torch.randn(41104, 64, 128)]


def get_init_inputs():
    return []
