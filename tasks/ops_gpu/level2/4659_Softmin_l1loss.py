"""Softmin -> F.l1_loss: synthesised by warpgym synth (seed 7, index 6346, torch#2, dim 0 x824)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> F.l1_loss"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()

    def forward(self, x, x1):
        x = self.softmin_0(x)
        x = F.l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(6592, 16, 32, 32), torch.randn(6592, 16, 32, 32)]


def get_init_inputs():
    return []
