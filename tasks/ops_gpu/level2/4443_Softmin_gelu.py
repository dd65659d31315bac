"""Softmin -> F.gelu: synthesised by warpgym synth (seed 8, index 15, torch#2, dim 0 x1062)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> F.gelu"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()

    def forward(self, x):
        x = self.softmin_0(x)
        x = F.gelu(x)
        return x


def get_inputs():
    return [torch.randn(271872, 256)]


def get_init_inputs():
    return []
