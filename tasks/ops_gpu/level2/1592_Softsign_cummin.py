"""Softsign -> torch.cummin: synthesised by warpgym synth (seed 7, index 2529, torch#2, dim 0 x647)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> torch.cummin"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()

    def forward(self, x):
        x = self.softsign_0(x)
        x = torch.cummin(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(10352, 32, 16, 16)]


def get_init_inputs():
    return []
