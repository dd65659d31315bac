"""torch.cumprod -> GLU: synthesised by warpgym synth (seed 7, index 1487, torch#2, dim 0 x2529)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cumprod -> GLU"""

    def __init__(self):
        super().__init__()
        self.glu_1 = nn.GLU()

    def forward(self, x):
        x = torch.cumprod(x, -1)
        x = self.glu_1(x)
        return x


def get_inputs():
    return [torch.randn(80928, 128, 64)]


def get_init_inputs():
    return []
