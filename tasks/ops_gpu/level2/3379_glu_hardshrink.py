"""F.glu -> F.hardshrink: synthesised by warpgym synth (seed 7, index 5313, torch#2, dim 0 x10461)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> F.hardshrink"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.glu(x)
        x = F.hardshrink(x)
        return x


def get_inputs():
    return [torch.randn(669504, 1024)]


def get_init_inputs():
    return []
