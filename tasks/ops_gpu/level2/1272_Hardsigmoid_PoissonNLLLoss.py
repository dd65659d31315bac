"""Hardsigmoid -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 1748, torch#2, dim 0 x555)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.poissonnllloss_1 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = self.hardsigmoid_0(x)
        x = self.poissonnllloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(35520, 1024), torch.randn(35520, 1024)]


def get_init_inputs():
    return []
