"""torch.flipud -> torch.min: synthesised by warpgym synth (seed 7, index 3293, torch#2, dim 0 x920)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> torch.min"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.flipud(x)
        x = torch.min(x, x1)
        return x


def get_inputs():
    return [torch.randn(29440, 128, 64), torch.randn(29440, 128, 64)]


def get_init_inputs():
    return []
