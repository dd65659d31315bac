"""torch.ldexp -> torch.sgn: synthesised by warpgym synth (seed 7, index 3977, torch#2, dim 0 x2211)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.ldexp -> torch.sgn"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.ldexp(x, x1)
        x = torch.sgn(x)
        return x


def get_inputs():
    return [torch.randn(35376, 32, 256), torch.randn(35376, 32, 256)]


def get_init_inputs():
    return []
