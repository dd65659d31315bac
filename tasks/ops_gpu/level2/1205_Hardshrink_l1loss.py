"""Hardshrink -> F.l1_loss: synthesised by warpgym synth (seed 7, index 1648, torch#2, dim 0 x1237)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> F.l1_loss"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x, x1):
        x = self.hardshrink_0(x)
        x = F.l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(19792, 64, 128), torch.randn(19792, 64, 128)]


def get_init_inputs():
    return []
