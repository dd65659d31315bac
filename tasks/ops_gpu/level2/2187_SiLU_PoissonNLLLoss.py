"""SiLU -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 2979, torch#2, dim 0 x981)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.poissonnllloss_1 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = self.silu_0(x)
        x = self.poissonnllloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(3924, 32, 32, 32), torch.randn(3924, 32, 32, 32)]


def get_init_inputs():
    return []
