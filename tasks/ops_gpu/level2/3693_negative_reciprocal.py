"""torch.negative -> torch.reciprocal: synthesised by warpgym synth (seed 7, index 5785, torch#2, dim 0 x6725)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.negative -> torch.reciprocal"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.negative(x)
        x = torch.reciprocal(x)
        return x


def get_inputs():
    return [torch.randn(26900, 16, 8, 8, 8)]


def get_init_inputs():
    return []
