"""Mish -> F.smooth_l1_loss: synthesised by warpgym synth (seed 7, index 4329, torch#2, dim 0 x3398)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> F.smooth_l1_loss"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x, x1):
        x = self.mish_0(x)
        x = F.smooth_l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(27184, 16, 32, 32), torch.randn(27184, 16, 32, 32)]


def get_init_inputs():
    return []
