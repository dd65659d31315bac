"""torch.minimum -> torch.sum: synthesised by warpgym synth (seed 7, index 2794, torch#2, dim 0 x3330)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.minimum -> torch.sum"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.minimum(x, x1)
        x = torch.sum(x)
        return x


def get_inputs():
    return [torch.randn(13320, 32, 32, 32), torch.randn(13320, 32, 32, 32)]


def get_init_inputs():
    return []
