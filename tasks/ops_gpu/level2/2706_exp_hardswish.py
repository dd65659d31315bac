"""torch.exp -> F.hardswish: synthesised by warpgym synth (seed 7, index 4282, torch#2, dim 0 x438)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp -> F.hardswish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.exp(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(3504, 256, 128)]


def get_init_inputs():
    return []
