"""Softsign -> F.relu6: synthesised by warpgym synth (seed 7, index 446, torch#2, dim 0 x2087)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> F.relu6"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()

    def forward(self, x):
        x = self.softsign_0(x)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(33392, 32, 16, 16)]


def get_init_inputs():
    return []
