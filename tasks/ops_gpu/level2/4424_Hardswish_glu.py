"""Hardswish -> F.glu: synthesised by warpgym synth (seed 7, index 6951, torch#2, dim 0 x6009)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> F.glu"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()

    def forward(self, x):
        x = self.hardswish_0(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(1538304, 256)]


def get_init_inputs():
    return []
