"""torch.floor -> F.tanhshrink -> F.softshrink: synthesised by warpgym synth (seed 7, index 3012, torch#3, dim 0 x653)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.floor -> F.tanhshrink -> F.softshrink"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.floor(x)
        x = F.tanhshrink(x)
        x = F.softshrink(x)
        return x


def get_inputs():
    return [torch.randn(5224, 64, 16, 16)]


def get_init_inputs():
    return []
