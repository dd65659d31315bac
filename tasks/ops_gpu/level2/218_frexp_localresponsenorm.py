"""torch.frexp -> F.local_response_norm: synthesised by warpgym synth (seed 7, index 336, torch#2, dim 0 x2191)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frexp -> F.local_response_norm"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.frexp(x)[0]
        x = F.local_response_norm(x, size=4)
        return x


def get_inputs():
    return [torch.randn(35056, 64, 128)]


def get_init_inputs():
    return []
