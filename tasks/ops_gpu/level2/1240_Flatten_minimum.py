"""Flatten -> torch.minimum: synthesised by warpgym synth (seed 7, index 2002, torch#2, dim 0 x9709)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Flatten -> torch.minimum"""

    def __init__(self):
        super().__init__()
        self.flatten_0 = nn.Flatten()

    def forward(self, x, x1):
        x = self.flatten_0(x)
        x = torch.minimum(x, x1)
        return x


def get_inputs():
    return [torch.randn(19418, 8, 8, 16, 16), torch.randn(19418, 16384)]


def get_init_inputs():
    return []
