"""PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 5607, torch#1, dim 0 x6282)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.poissonnllloss_0 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = self.poissonnllloss_0(x, x1)
        return x


def get_inputs():
    return [torch.randn(804096, 256), torch.randn(804096, 256)]


def get_init_inputs():
    return []
