"""F.adaptive_avg_pool1d -> F.poisson_nll_loss: synthesised by warpgym synth (seed 7, index 288, torch#2, dim 0 x7214)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool1d -> F.poisson_nll_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.adaptive_avg_pool1d(x, 4)
        x = F.poisson_nll_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(1846784, 512), torch.randn(1846784, 4)]


def get_init_inputs():
    return []
