"""Softsign -> F.sigmoid: synthesised by warpgym synth (seed 7, index 2153, torch#2, dim 0 x453)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> F.sigmoid"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()

    def forward(self, x):
        x = self.softsign_0(x)
        x = F.sigmoid(x)
        return x


def get_inputs():
    return [torch.randn(3624, 64, 16, 16)]


def get_init_inputs():
    return []
