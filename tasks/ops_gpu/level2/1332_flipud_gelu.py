"""torch.flipud -> F.gelu: synthesised by warpgym synth (seed 7, index 2140, torch#2, dim 0 x2195)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> F.gelu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.flipud(x)
        x = F.gelu(x)
        return x


def get_inputs():
    return [torch.randn(35120, 64, 128)]


def get_init_inputs():
    return []
