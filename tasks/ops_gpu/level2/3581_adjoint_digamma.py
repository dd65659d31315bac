"""torch.adjoint -> torch.digamma: synthesised by warpgym synth (seed 7, index 5619, torch#2, dim 0 x7395)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.adjoint -> torch.digamma"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.adjoint(x)
        x = torch.digamma(x)
        return x


def get_inputs():
    return [torch.randn(473280, 1024)]


def get_init_inputs():
    return []
