"""Mish -> torch.pow: synthesised by warpgym synth (seed 7, index 3582, torch#2, dim 0 x1932)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> torch.pow"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x):
        x = self.mish_0(x)
        x = torch.pow(x, 2.0)
        return x


def get_inputs():
    return [torch.randn(15456, 16, 32, 32)]


def get_init_inputs():
    return []
