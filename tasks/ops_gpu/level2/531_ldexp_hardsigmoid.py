"""torch.ldexp -> F.hardsigmoid: synthesised by warpgym synth (seed 7, index 858, torch#2, dim 0 x1795)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.ldexp -> F.hardsigmoid"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.ldexp(x, x1)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    return [torch.randn(459520, 256), torch.randn(459520, 256)]


def get_init_inputs():
    return []
