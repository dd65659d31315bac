"""Softsign -> SiLU -> torch.ravel: synthesised by warpgym synth (seed 8, index 350, torch#3, dim 0 x378)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> SiLU -> torch.ravel"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = self.softsign_0(x)
        x = self.silu_1(x)
        x = torch.ravel(x)
        return x


def get_inputs():
    return [torch.randn(1512, 32, 32, 32)]


def get_init_inputs():
    return []
