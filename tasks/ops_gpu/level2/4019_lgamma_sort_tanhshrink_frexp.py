"""torch.lgamma -> torch.sort -> F.tanhshrink -> torch.frexp: synthesised by warpgym synth (seed 7, index 6319, torch#4, dim 0 x917)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lgamma -> torch.sort -> F.tanhshrink -> torch.frexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.lgamma(x)
        x = torch.sort(x)[0]
        x = F.tanhshrink(x)
        x = torch.frexp(x)[0]
        return x


def get_inputs():
    return [torch.randn(7336, 64, 16, 16)]


def get_init_inputs():
    return []
