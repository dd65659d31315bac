"""F.softmax -> torch.rad2deg: synthesised by warpgym synth (seed 7, index 6756, torch#2, dim 0 x3335)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmax -> torch.rad2deg"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softmax(x)
        x = torch.rad2deg(x)
        return x


def get_inputs():
    return [torch.randn(1707520, 256)]


def get_init_inputs():
    return []
