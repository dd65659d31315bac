"""torch.adjoint -> torch.mode: synthesised by warpgym synth (seed 7, index 3359, torch#2, dim 0 x5007)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.adjoint -> torch.mode"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.adjoint(x)
        x = torch.mode(x)[0]
        return x


def get_inputs():
    return [torch.randn(40056, 64, 16, 16)]


def get_init_inputs():
    return []
