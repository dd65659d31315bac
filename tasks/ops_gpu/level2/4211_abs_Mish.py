"""torch.abs -> Mish: synthesised by warpgym synth (seed 7, index 6613, torch#2, dim 0 x4802)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.abs -> Mish"""

    def __init__(self):
        super().__init__()
        self.mish_1 = nn.Mish()

    def forward(self, x):
        x = torch.abs(x)
        x = self.mish_1(x)
        return x


def get_inputs():
    return [torch.randn(9604, 8, 8, 16, 16)]


def get_init_inputs():
    return []
