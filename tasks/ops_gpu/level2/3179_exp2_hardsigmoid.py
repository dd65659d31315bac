"""torch.exp2 -> F.hardsigmoid: synthesised by warpgym synth (seed 7, index 5010, torch#2, dim 0 x1033)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp2 -> F.hardsigmoid"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.exp2(x)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    return [torch.randn(8264, 16, 32, 32)]


def get_init_inputs():
    return []
