"""torch.square -> torch.unsqueeze: synthesised by warpgym synth (seed 7, index 110, torch#2, dim 0 x3047)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.square -> torch.unsqueeze"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.square(x)
        x = torch.unsqueeze(x, -1)
        return x


def get_inputs():
    return [torch.randn(24376, 16, 32, 32)]


def get_init_inputs():
    return []
