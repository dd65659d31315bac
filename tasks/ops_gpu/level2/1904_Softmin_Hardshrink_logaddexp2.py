"""Softmin -> Hardshrink -> torch.logaddexp2: synthesised by warpgym synth (seed 7, index 3019, torch#3, dim 0 x1983)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> Hardshrink -> torch.logaddexp2"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x, x1):
        x = self.softmin_0(x)
        x = self.hardshrink_1(x)
        x = torch.logaddexp2(x, x1)
        return x


def get_inputs():
    return [torch.randn(253824, 256), torch.randn(253824, 256)]


def get_init_inputs():
    return []
