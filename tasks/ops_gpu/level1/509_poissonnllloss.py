"""F.poisson_nll_loss: synthesised by warpgym synth (seed 7, index 6392, torch#1, dim 0 x3970)."""
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
    return [torch.randn(2032640, 256), torch.randn(2032640, 256)]


def get_init_inputs():
    return []
