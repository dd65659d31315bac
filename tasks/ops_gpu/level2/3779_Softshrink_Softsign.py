"""Softshrink -> Softsign: synthesised by warpgym synth (seed 7, index 5930, torch#2, dim 0 x3534)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> Softsign"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()
        self.softsign_1 = nn.Softsign()

    def forward(self, x):
        x = self.softshrink_0(x)
        x = self.softsign_1(x)
        return x


def get_inputs():
    return [torch.randn(56544, 64, 128)]


def get_init_inputs():
    return []
