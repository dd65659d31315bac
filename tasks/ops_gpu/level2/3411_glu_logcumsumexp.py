"""F.glu -> torch.logcumsumexp: synthesised by warpgym synth (seed 7, index 5362, torch#2, dim 0 x11870)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> torch.logcumsumexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.glu(x)
        x = torch.logcumsumexp(x, -1)
        return x


def get_inputs():
    return [torch.randn(47480, 16, 8, 8, 8)]


def get_init_inputs():
    return []
