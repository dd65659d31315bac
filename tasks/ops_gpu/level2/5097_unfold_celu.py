"""F.unfold -> F.celu: synthesised by warpgym synth (seed 9, index 580, torch#2, dim 0 x67)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.unfold -> F.celu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.unfold(x, kernel_size=3)
        x = F.celu(x)
        return x


def get_inputs():
    return [torch.randn(536, 256, 128)]


def get_init_inputs():
    return []
