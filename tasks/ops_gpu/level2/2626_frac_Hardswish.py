"""torch.frac -> Hardswish: synthesised by warpgym synth (seed 7, index 4160, torch#2, dim 0 x3750)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frac -> Hardswish"""

    def __init__(self):
        super().__init__()
        self.hardswish_1 = nn.Hardswish()

    def forward(self, x):
        x = torch.frac(x)
        x = self.hardswish_1(x)
        return x


def get_inputs():
    return [torch.randn(30000, 16, 32, 32)]


def get_init_inputs():
    return []
