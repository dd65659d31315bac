"""torch.maximum -> Hardshrink: synthesised by warpgym synth (seed 7, index 4319, torch#2, dim 0 x1597)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.maximum -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x, x1):
        x = torch.maximum(x, x1)
        x = self.hardshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(408832, 512), torch.randn(408832, 512)]


def get_init_inputs():
    return []
