"""Softsign -> F.cross_entropy: synthesised by warpgym synth (seed 7, index 6627, torch#2, dim 0 x5593)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> F.cross_entropy"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()

    def forward(self, x, x1):
        x = self.softsign_0(x)
        x = F.cross_entropy(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(1431808, 256), torch.randn(1431808, 256)]


def get_init_inputs():
    return []
