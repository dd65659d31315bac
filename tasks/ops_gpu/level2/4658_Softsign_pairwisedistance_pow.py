"""Softsign -> F.pairwise_distance -> torch.pow: synthesised by warpgym synth (seed 8, index 351, torch#3, dim 0 x1650)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> F.pairwise_distance -> torch.pow"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()

    def forward(self, x, x1):
        x = self.softsign_0(x)
        x = F.pairwise_distance(x, x1)
        x = torch.pow(x, 2.0)
        return x


def get_inputs():
    return [torch.randn(3300, 8, 8, 16, 16), torch.randn(3300, 8, 8, 16, 16)]


def get_init_inputs():
    return []
