"""Softsign -> torch.diff: synthesised by warpgym synth (seed 9, index 133, torch#2, dim 0 x356)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> torch.diff"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()

    def forward(self, x):
        x = self.softsign_0(x)
        x = torch.diff(x)
        return x


def get_inputs():
    return [torch.randn(2848, 256, 128)]


def get_init_inputs():
    return []
