"""Hardswish -> torch.sinc: synthesised by warpgym synth (seed 7, index 1333, torch#2, dim 0 x7562)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> torch.sinc"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()

    def forward(self, x):
        x = self.hardswish_0(x)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(30248, 16, 8, 8, 8)]


def get_init_inputs():
    return []
