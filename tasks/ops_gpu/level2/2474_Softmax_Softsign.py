"""Softmax -> Softsign: synthesised by warpgym synth (seed 7, index 3909, torch#2, dim 0 x761)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> Softsign"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()
        self.softsign_1 = nn.Softsign()

    def forward(self, x):
        x = self.softmax_0(x)
        x = self.softsign_1(x)
        return x


def get_inputs():
    return [torch.randn(12176, 32, 16, 16)]


def get_init_inputs():
    return []
