"""torch.angle -> torch.cos: synthesised by warpgym synth (seed 8, index 130, torch#2, dim 0 x3705)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.angle -> torch.cos"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.angle(x)
        x = torch.cos(x)
        return x


def get_inputs():
    return [torch.randn(1896960, 256)]


def get_init_inputs():
    return []
