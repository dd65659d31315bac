"""F.gelu: synthesised by warpgym synth (seed 7, index 3362, torch#1, dim 0 x2923)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.gelu(x)
        return x


def get_inputs():
    return [torch.randn(11692, 32, 32, 32)]


def get_init_inputs():
    return []
