"""F.hardshrink -> F.mish -> torch.maximum -> torch.fmax: synthesised by warpgym synth (seed 7, index 5453, torch#4, dim 0 x1129)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardshrink -> F.mish -> torch.maximum -> torch.fmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = F.hardshrink(x)
        x = F.mish(x)
        x = torch.maximum(x, x1)
        x = torch.fmax(x, x2)
        return x


def get_inputs():
    return [torch.randn(9032, 16, 32, 32), torch.randn(9032, 16, 32, 32), torch.randn(9032, 16, 32, 32)]


def get_init_inputs():
    return []
