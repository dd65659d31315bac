"""torch.t -> torch.ldexp: synthesised by warpgym synth (seed 7, index 6835, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.t -> torch.ldexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.t(x)
        x = torch.ldexp(x, x1)
        return x


def get_inputs():
    return [torch.randn(128, 256), torch.randn(256, 128)]


def get_init_inputs():
    return []
