"""torch.clamp_min -> torch.logaddexp: synthesised by warpgym synth (seed 7, index 2824, torch#2, dim 0 x8921)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.clamp_min -> torch.logaddexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.clamp_min(x, 0.5)
        x = torch.logaddexp(x, x1)
        return x


def get_inputs():
    return [torch.randn(35684, 16, 8, 8, 8), torch.randn(35684, 16, 8, 8, 8)]


def get_init_inputs():
    return []
