"""torch.absolute -> F.hardsigmoid: synthesised by warpgym synth (seed 9, index 214, torch#2, dim 0 x3644)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.absolute -> F.hardsigmoid"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.absolute(x)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    return [torch.randn(58304, 32, 256)]


def get_init_inputs():
    return []
