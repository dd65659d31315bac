"""torch.sinc -> torch.deg2rad: synthesised by warpgym synth (seed 7, index 6862, torch#2, dim 0 x3146)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinc -> torch.deg2rad"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sinc(x)
        x = torch.deg2rad(x)
        return x


def get_inputs():
    return [torch.randn(1610752, 256)]


def get_init_inputs():
    return []
