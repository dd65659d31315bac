"""torch.float_power -> F.hardsigmoid: synthesised by warpgym synth (seed 7, index 1640, torch#2, dim 0 x2609)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.float_power -> F.hardsigmoid"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.float_power(x, 2.0)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    return [torch.randn(20872, 16, 32, 32)]


def get_init_inputs():
    return []
