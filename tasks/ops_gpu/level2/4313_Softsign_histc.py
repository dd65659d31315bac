"""Softsign -> torch.histc: synthesised by warpgym synth (seed 7, index 6778, torch#2, dim 0 x4566)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> torch.histc"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()

    def forward(self, x):
        x = self.softsign_0(x)
        x = torch.histc(x)
        return x


def get_inputs():
    return [torch.randn(9132, 8, 8, 16, 16)]


def get_init_inputs():
    return []
