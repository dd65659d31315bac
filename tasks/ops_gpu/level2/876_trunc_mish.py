"""torch.trunc -> F.mish: synthesised by warpgym synth (seed 7, index 1430, torch#2, dim 0 x845)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.trunc -> F.mish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.trunc(x)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(6760, 16, 32, 32)]


def get_init_inputs():
    return []
