"""Softsign -> GroupNorm: synthesised by warpgym synth (seed 7, index 4549, torch#2, dim 0 x8028)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.groupnorm_1 = nn.GroupNorm(num_channels=256, num_groups=2)

    def forward(self, x):
        x = self.softsign_0(x)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(2055168, 256)]


def get_init_inputs():
    return []
