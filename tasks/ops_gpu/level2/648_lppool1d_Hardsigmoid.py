"""F.lp_pool1d -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 1049, torch#2, dim 0 x5525)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool1d -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_1 = nn.Hardsigmoid()

    def forward(self, x):
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        x = self.hardsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(88400, 32, 256)]


def get_init_inputs():
    return []
