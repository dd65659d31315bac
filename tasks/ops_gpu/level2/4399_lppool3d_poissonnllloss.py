"""F.lp_pool3d -> F.poisson_nll_loss: synthesised by warpgym synth (seed 7, index 6000, torch#2, dim 0 x7605)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool3d -> F.poisson_nll_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.lp_pool3d(x, kernel_size=3, norm_type=2)
        x = F.poisson_nll_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(30420, 32, 32, 32), torch.randn(30420, 10, 10, 10)]


def get_init_inputs():
    return []
