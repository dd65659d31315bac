"""torch.mode -> F.mish: synthesised by warpgym synth (seed 7, index 44, torch#2, dim 0 x3510)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mode -> F.mish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.mode(x)[0]
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(28080, 256, 128)]


def get_init_inputs():
    return []
