"""torch.exp -> torch.arctan: synthesised by warpgym synth (seed 7, index 4960, torch#2, dim 0 x3459)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp -> torch.arctan"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.exp(x)
        x = torch.arctan(x)
        return x


def get_inputs():
    return [torch.randn(27672, 16, 32, 32)]


def get_init_inputs():
    return []
