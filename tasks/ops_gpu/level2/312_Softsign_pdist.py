"""Softsign -> F.pdist: synthesised by warpgym synth (seed 7, index 471, torch#2, dim 0 x537)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> F.pdist"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()

    def forward(self, x):
        x = self.softsign_0(x)
        x = F.pdist(x)
        return x


def get_inputs():
    return [torch.randn(34368, 1024)]


def get_init_inputs():
    return []
