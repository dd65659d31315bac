"""Softmin -> HuberLoss: synthesised by warpgym synth (seed 7, index 355, torch#2, dim 0 x2860)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> HuberLoss"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()
        self.huberloss_1 = nn.HuberLoss()

    def forward(self, x, x1):
        x = self.softmin_0(x)
        x = self.huberloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(11440, 32, 32, 32), torch.randn(11440, 32, 32, 32)]


def get_init_inputs():
    return []
