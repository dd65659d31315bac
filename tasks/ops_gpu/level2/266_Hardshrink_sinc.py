"""Hardshrink -> torch.sinc: synthesised by warpgym synth (seed 7, index 411, torch#2, dim 0 x1289)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> torch.sinc"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(10312, 256, 128)]


def get_init_inputs():
    return []
