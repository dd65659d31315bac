"""torch.diff: synthesised by warpgym synth (seed 9, index 584, torch#1, dim 0 x1195)."""
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
    return [torch.randn(4780, 32, 32, 32)]


def get_init_inputs():
    return []
