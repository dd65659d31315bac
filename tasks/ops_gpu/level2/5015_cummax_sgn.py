"""torch.cummax -> torch.sgn: synthesised by warpgym synth (seed 9, index 460, torch#2, dim 0 x2207)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cummax -> torch.sgn"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cummax(x, -1)[0]
        x = torch.sgn(x)
        return x


def get_inputs():
    return [torch.randn(141248, 1024)]


def get_init_inputs():
    return []
