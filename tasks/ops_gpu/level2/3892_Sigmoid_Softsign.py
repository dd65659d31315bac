"""Sigmoid -> Softsign: synthesised by warpgym synth (seed 7, index 6130, torch#2, dim 0 x351)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> Softsign"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()
        self.softsign_1 = nn.Softsign()

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = self.softsign_1(x)
        return x


def get_inputs():
    return [torch.randn(5616, 32, 256)]


def get_init_inputs():
    return []
