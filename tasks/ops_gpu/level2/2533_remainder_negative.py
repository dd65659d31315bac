"""torch.remainder -> torch.negative: synthesised by warpgym synth (seed 7, index 4016, torch#2, dim 0 x2527)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.remainder -> torch.negative"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.remainder(x, x1)
        x = torch.negative(x)
        return x


def get_inputs():
    return [torch.randn(40432, 32, 16, 16), torch.randn(40432, 32, 16, 16)]


def get_init_inputs():
    return []
