"""torch.angle: synthesised by warpgym synth (seed 7, index 1148, torch#1, dim 0 x7836)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.angle"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.angle(x)
        return x


def get_inputs():
    return [torch.randn(2006016, 256)]


def get_init_inputs():
    return []
