"""torch.negative -> torch.sgn: synthesised by warpgym synth (seed 7, index 1007, torch#2, dim 0 x586)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.negative -> torch.sgn"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.negative(x)
        x = torch.sgn(x)
        return x


def get_inputs():
    return [torch.randn(18752, 128, 64)]


def get_init_inputs():
    return []
