"""torch.movedim -> torch.pinverse: synthesised by warpgym synth (seed 10, index 57, torch#2, dim 0 x12039)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.movedim -> torch.pinverse"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.movedim(x, 2, 1)
        x = torch.pinverse(x)
        return x


def get_inputs():
    return [torch.randn(24078, 8, 8, 16, 16)]


def get_init_inputs():
    return []
