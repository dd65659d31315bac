"""F.softshrink -> torch.ldexp: synthesised by warpgym synth (seed 9, index 388, torch#2, dim 0 x986)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> torch.ldexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.softshrink(x)
        x = torch.ldexp(x, x1)
        return x


def get_inputs():
    return [torch.randn(15776, 32, 256), torch.randn(15776, 32, 256)]


def get_init_inputs():
    return []
