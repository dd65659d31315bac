"""Hardshrink -> torch.arctan2: synthesised by warpgym synth (seed 7, index 1790, torch#2, dim 0 x4968)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> torch.arctan2"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x, x1):
        x = self.hardshrink_0(x)
        x = torch.arctan2(x, x1)
        return x


def get_inputs():
    return [torch.randn(317952, 1024), torch.randn(317952, 1024)]


def get_init_inputs():
    return []
