"""torch.amin: synthesised by warpgym synth (seed 8, index 293, torch#1, dim 0 x15149)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.amin"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.amin(x)
        return x


def get_inputs():
    return [torch.randn(60596, 16, 8, 8, 8)]


def get_init_inputs():
    return []
