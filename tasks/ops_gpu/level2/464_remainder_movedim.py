"""torch.remainder -> torch.movedim: synthesised by warpgym synth (seed 7, index 739, torch#2, dim 0 x2092)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.remainder -> torch.movedim"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.remainder(x, x1)
        x = torch.movedim(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(8368, 32, 32, 32), torch.randn(8368, 32, 32, 32)]


def get_init_inputs():
    return []
