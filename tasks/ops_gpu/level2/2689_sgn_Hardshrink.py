"""torch.sgn -> Hardshrink: synthesised by warpgym synth (seed 7, index 4254, torch#2, dim 0 x517)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sgn -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x):
        x = torch.sgn(x)
        x = self.hardshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(4136, 256, 128)]


def get_init_inputs():
    return []
