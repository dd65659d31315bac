"""torch.atan -> Mish: synthesised by warpgym synth (seed 9, index 456, torch#2, dim 0 x2947)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.atan -> Mish"""

    def __init__(self):
        super().__init__()
        self.mish_1 = nn.Mish()

    def forward(self, x):
        x = torch.atan(x)
        x = self.mish_1(x)
        return x


def get_inputs():
    return [torch.randn(188608, 1024)]


def get_init_inputs():
    return []
