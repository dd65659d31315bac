"""F.mish -> F.gelu: synthesised by warpgym synth (seed 7, index 3753, torch#2, dim 0 x7458)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> F.gelu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.mish(x)
        x = F.gelu(x)
        return x


def get_inputs():
    return [torch.randn(1909248, 256)]


def get_init_inputs():
    return []
