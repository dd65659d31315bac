"""Softsign -> F.softmin: synthesised by warpgym synth (seed 7, index 3714, torch#2, dim 0 x7358)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> F.softmin"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()

    def forward(self, x):
        x = self.softsign_0(x)
        x = F.softmin(x)
        return x


def get_inputs():
    return [torch.randn(1883648, 256)]


def get_init_inputs():
    return []
