"""Softsign -> Softplus: synthesised by warpgym synth (seed 7, index 6554, torch#2, dim 0 x7042)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> Softplus"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = self.softsign_0(x)
        x = self.softplus_1(x)
        return x


def get_inputs():
    return [torch.randn(450688, 1024)]


def get_init_inputs():
    return []
