"""torch.rot90 -> F.hardsigmoid: synthesised by warpgym synth (seed 9, index 201, torch#2, dim 0 x1098)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rot90 -> F.hardsigmoid"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.rot90(x)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    return [torch.randn(562176, 256)]


def get_init_inputs():
    return []
