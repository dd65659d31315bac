"""Softsign -> torch.msort -> GroupNorm: synthesised by warpgym synth (seed 10, index 87, torch#3, dim 0 x3317)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> torch.msort -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.groupnorm_2 = nn.GroupNorm(num_channels=1024, num_groups=2)

    def forward(self, x):
        x = self.softsign_0(x)
        x = torch.msort(x)
        x = self.groupnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(212288, 1024)]


def get_init_inputs():
    return []
