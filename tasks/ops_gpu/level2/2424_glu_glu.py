"""F.glu -> F.glu: synthesised by warpgym synth (seed 7, index 3822, torch#2, dim 0 x18463)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> F.glu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.glu(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(73852, 16, 8, 8, 8)]


def get_init_inputs():
    return []
