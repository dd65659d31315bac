"""torch.erfc -> torch.negative -> torch.exp: synthesised by warpgym synth (seed 7, index 5784, torch#3, dim 0 x3979)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.erfc -> torch.negative -> torch.exp"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.erfc(x)
        x = torch.negative(x)
        x = torch.exp(x)
        return x


def get_inputs():
    return [torch.randn(31832, 64, 16, 16)]


def get_init_inputs():
    return []
