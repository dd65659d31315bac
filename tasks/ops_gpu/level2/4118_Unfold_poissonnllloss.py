"""Unfold -> F.poisson_nll_loss: synthesised by warpgym synth (seed 7, index 5612, torch#2, dim 0 x137)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Unfold -> F.poisson_nll_loss"""

    def __init__(self):
        super().__init__()
        self.unfold_0 = nn.Unfold(kernel_size=3)

    def forward(self, x, x1):
        x = self.unfold_0(x)
        x = F.poisson_nll_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(548, 32, 32, 32), torch.randn(548, 288, 900)]


def get_init_inputs():
    return []
