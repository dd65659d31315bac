"""F.pad -> F.poisson_nll_loss: synthesised by warpgym synth (seed 7, index 3841, torch#2, dim 0 x4932)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> F.poisson_nll_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.pad(x, pad=[1, 1])
        x = F.poisson_nll_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(1262592, 256), torch.randn(1262592, 258)]


def get_init_inputs():
    return []
