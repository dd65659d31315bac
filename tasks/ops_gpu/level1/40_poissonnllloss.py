"""F.poisson_nll_loss: synthesised by warpgym synth (seed 7, index 469, torch#1, dim 0 x15901)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.poisson_nll_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.poisson_nll_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(31802, 8, 8, 16, 16), torch.randn(31802, 8, 8, 16, 16)]


def get_init_inputs():
    return []
