"""F.hardswish -> torch.sinh -> F.glu -> F.hardshrink: synthesised by warpgym synth (seed 7, index 2937, torch#4, dim 0 x3131)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardswish -> torch.sinh -> F.glu -> F.hardshrink"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardswish(x)
        x = torch.sinh(x)
        x = F.glu(x)
        x = F.hardshrink(x)
        return x


def get_inputs():
    return [torch.randn(1603072, 256)]


def get_init_inputs():
    return []
