"""Sigmoid -> F.softsign: synthesised by warpgym synth (seed 8, index 312, torch#2, dim 0 x575)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> F.softsign"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = F.softsign(x)
        return x


def get_inputs():
    return [torch.randn(4600, 64, 16, 16)]


def get_init_inputs():
    return []
