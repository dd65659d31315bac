"""torch.fliplr -> F.hardshrink -> F.group_norm -> F.poisson_nll_loss: synthesised by warpgym synth (seed 7, index 1242, torch#4, dim 0 x240)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fliplr -> F.hardshrink -> F.group_norm -> F.poisson_nll_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.fliplr(x)
        x = F.hardshrink(x)
        x = F.group_norm(x, num_groups=2)
        x = F.poisson_nll_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(122880, 256), torch.randn(122880, 256)]


def get_init_inputs():
    return []
