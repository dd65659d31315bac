"""torch.angle: synthesised by warpgym synth (seed 7, index 4371, torch#1, dim 0 x2870)."""
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
    return [torch.randn(45920, 64, 128)]


def get_init_inputs():
    return []
