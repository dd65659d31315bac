"""Softshrink -> F.glu: synthesised by warpgym synth (seed 7, index 5426, torch#2, dim 0 x3323)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> F.glu"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()

    def forward(self, x):
        x = self.softshrink_0(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(425344, 256)]


def get_init_inputs():
    return []
