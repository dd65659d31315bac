"""torch.negative -> torch.lgamma: synthesised by warpgym synth (seed 7, index 998, torch#2, dim 0 x491)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.negative -> torch.lgamma"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.negative(x)
        x = torch.lgamma(x)
        return x


def get_inputs():
    return [torch.randn(15712, 128, 64)]


def get_init_inputs():
    return []
