"""torch.square -> F.poisson_nll_loss: synthesised by warpgym synth (seed 7, index 3661, torch#2, dim 0 x457)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.square -> F.poisson_nll_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.square(x)
        x = F.poisson_nll_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(7312, 32, 256), torch.randn(7312, 32, 256)]


def get_init_inputs():
    return []
