"""Softsign -> Tanh: synthesised by warpgym synth (seed 7, index 3300, torch#2, dim 0 x857)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> Tanh"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.tanh_1 = nn.Tanh()

    def forward(self, x):
        x = self.softsign_0(x)
        x = self.tanh_1(x)
        return x


def get_inputs():
    return [torch.randn(13712, 32, 256)]


def get_init_inputs():
    return []
