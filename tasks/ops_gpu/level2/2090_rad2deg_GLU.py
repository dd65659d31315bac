"""torch.rad2deg -> GLU: synthesised by warpgym synth (seed 7, index 3298, torch#2, dim 0 x6270)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> GLU"""

    def __init__(self):
        super().__init__()
        self.glu_1 = nn.GLU()

    def forward(self, x):
        x = torch.rad2deg(x)
        x = self.glu_1(x)
        return x


def get_inputs():
    return [torch.randn(25080, 16, 8, 8, 8)]


def get_init_inputs():
    return []
