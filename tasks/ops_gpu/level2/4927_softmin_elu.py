"""F.softmin -> F.elu: synthesised by warpgym synth (seed 9, index 323, torch#2, dim 0 x2130)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmin -> F.elu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softmin(x)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(17040, 16, 32, 32)]


def get_init_inputs():
    return []
