"""torch.tan -> F.tanhshrink: synthesised by warpgym synth (seed 7, index 6586, torch#2, dim 0 x1857)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tan -> F.tanhshrink"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.tan(x)
        x = F.tanhshrink(x)
        return x


def get_inputs():
    return [torch.randn(475392, 256)]


def get_init_inputs():
    return []
