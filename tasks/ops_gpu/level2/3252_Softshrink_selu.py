"""Softshrink -> F.selu: synthesised by warpgym synth (seed 7, index 5130, torch#2, dim 0 x2355)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> F.selu"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()

    def forward(self, x):
        x = self.softshrink_0(x)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(602880, 512)]


def get_init_inputs():
    return []
