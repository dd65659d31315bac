"""Mish -> F.normalize: synthesised by warpgym synth (seed 7, index 4372, torch#2, dim 0 x8693)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> F.normalize"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x):
        x = self.mish_0(x)
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(1112704, 256)]


def get_init_inputs():
    return []
