"""F.gelu -> F.hardsigmoid: synthesised by warpgym synth (seed 7, index 844, torch#2, dim 0 x15396)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> F.hardsigmoid"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.gelu(x)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    return [torch.randn(1970688, 256)]


def get_init_inputs():
    return []
