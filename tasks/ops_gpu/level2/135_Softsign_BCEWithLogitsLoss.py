"""Softsign -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 174, torch#2, dim 0 x6232)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.bcewithlogitsloss_1 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1):
        x = self.softsign_0(x)
        x = self.bcewithlogitsloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(12464, 8, 8, 16, 16), torch.randn(12464, 8, 8, 16, 16)]


def get_init_inputs():
    return []
