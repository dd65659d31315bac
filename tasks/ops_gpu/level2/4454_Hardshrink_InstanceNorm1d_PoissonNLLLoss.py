"""Hardshrink -> InstanceNorm1d -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 6084, torch#3, dim 0 x644)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> InstanceNorm1d -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.instancenorm1d_1 = nn.InstanceNorm1d(num_features=256)
        self.poissonnllloss_2 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = self.hardshrink_0(x)
        x = self.instancenorm1d_1(x)
        x = self.poissonnllloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(329728, 256), torch.randn(329728, 256)]


def get_init_inputs():
    return []
