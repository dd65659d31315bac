"""torch.inverse -> torch.min -> torch.float_power -> torch.frexp: synthesised by warpgym synth (seed 9, index 677, torch#4, dim 0 x851)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.inverse -> torch.min -> torch.float_power -> torch.frexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.inverse(x)
        x = torch.min(x, x1)
        x = torch.float_power(x, 2.0)
        x = torch.frexp(x)[0]
        return x


def get_inputs():
    return [torch.randn(6808, 64, 16, 16), torch.randn(6808, 64, 16, 16)]


def get_init_inputs():
    return []
