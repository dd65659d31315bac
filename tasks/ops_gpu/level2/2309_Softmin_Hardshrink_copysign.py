"""Softmin -> Hardshrink -> torch.copysign: synthesised by warpgym synth (seed 7, index 3648, torch#3, dim 0 x1288)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> Hardshrink -> torch.copysign"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x, x1):
        x = self.softmin_0(x)
        x = self.hardshrink_1(x)
        x = torch.copysign(x, x1)
        return x


def get_inputs():
    return [torch.randn(41216, 128, 64), torch.randn(41216, 128, 64)]


def get_init_inputs():
    return []
