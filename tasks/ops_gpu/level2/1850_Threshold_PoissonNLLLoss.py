"""Threshold -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 2528, torch#2, dim 0 x620)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)
        self.poissonnllloss_1 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = self.threshold_0(x)
        x = self.poissonnllloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(9920, 32, 16, 16), torch.randn(9920, 32, 16, 16)]


def get_init_inputs():
    return []
