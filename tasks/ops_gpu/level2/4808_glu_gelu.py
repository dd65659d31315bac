"""F.glu -> F.gelu: synthesised by warpgym synth (seed 9, index 123, torch#2, dim 0 x10168)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> F.gelu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.glu(x)
        x = F.gelu(x)
        return x


def get_inputs():
    return [torch.randn(20336, 8, 8, 16, 16)]


def get_init_inputs():
    return []
