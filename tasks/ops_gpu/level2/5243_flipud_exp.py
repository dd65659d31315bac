"""torch.flipud -> torch.exp: synthesised by warpgym synth (seed 9, index 789, torch#2, dim 0 x1432)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> torch.exp"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.flipud(x)
        x = torch.exp(x)
        return x


def get_inputs():
    return [torch.randn(11456, 256, 128)]


def get_init_inputs():
    return []
