"""F.normalize -> F.elu: synthesised by warpgym synth (seed 7, index 4565, torch#2, dim 0 x2806)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> F.elu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.normalize(x)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(22448, 16, 32, 32)]


def get_init_inputs():
    return []
