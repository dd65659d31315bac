"""torch.rad2deg: synthesised by warpgym synth (seed 7, index 4118, torch#1, dim 0 x3738)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.rad2deg(x)
        return x


def get_inputs():
    return [torch.randn(1913856, 256)]


def get_init_inputs():
    return []
