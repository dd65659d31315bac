"""Hardshrink -> torch.floor: synthesised by warpgym synth (seed 7, index 337, torch#2, dim 0 x783)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> torch.floor"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = torch.floor(x)
        return x


def get_inputs():
    return [torch.randn(12528, 64, 128)]


def get_init_inputs():
    return []
