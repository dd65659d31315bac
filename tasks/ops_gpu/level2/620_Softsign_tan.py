"""Softsign -> torch.tan: synthesised by warpgym synth (seed 7, index 992, torch#2, dim 0 x3041)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> torch.tan"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()

    def forward(self, x):
        x = self.softsign_0(x)
        x = torch.tan(x)
        return x


def get_inputs():
    return [torch.randn(778496, 512)]


def get_init_inputs():
    return []
