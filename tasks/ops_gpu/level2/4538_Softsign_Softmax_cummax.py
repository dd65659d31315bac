"""Softsign -> Softmax -> torch.cummax: synthesised by warpgym synth (seed 8, index 163, torch#3, dim 0 x646)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> Softmax -> torch.cummax"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.softmax_1 = nn.Softmax()

    def forward(self, x):
        x = self.softsign_0(x)
        x = self.softmax_1(x)
        x = torch.cummax(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(2584, 32, 32, 32)]


def get_init_inputs():
    return []
