"""torch.pow -> torch.fliplr: synthesised by warpgym synth (seed 7, index 2036, torch#2, dim 0 x1390)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.pow -> torch.fliplr"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.pow(x, 2.0)
        x = torch.fliplr(x)
        return x


def get_inputs():
    return [torch.randn(22240, 64, 128)]


def get_init_inputs():
    return []
