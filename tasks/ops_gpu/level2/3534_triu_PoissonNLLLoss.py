"""torch.triu -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 4833, torch#2, dim 0 x3205)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.triu -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.poissonnllloss_1 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = torch.triu(x)
        x = self.poissonnllloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(51280, 64, 128), torch.randn(51280, 64, 128)]


def get_init_inputs():
    return []
