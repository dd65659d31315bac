"""torch.atan2 -> torch.reciprocal -> F.hardsigmoid: synthesised by warpgym synth (seed 7, index 2077, torch#3, dim 0 x860)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.atan2 -> torch.reciprocal -> F.hardsigmoid"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.atan2(x, x1)
        x = torch.reciprocal(x)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    return [torch.randn(6880, 64, 16, 16), torch.randn(6880, 64, 16, 16)]


def get_init_inputs():
    return []
