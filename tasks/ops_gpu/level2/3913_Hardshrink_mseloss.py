"""Hardshrink -> F.mse_loss: synthesised by warpgym synth (seed 7, index 5346, torch#2, dim 0 x1860)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> F.mse_loss"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x, x1):
        x = self.hardshrink_0(x)
        x = F.mse_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(59520, 128, 64), torch.randn(59520, 128, 64)]


def get_init_inputs():
    return []
