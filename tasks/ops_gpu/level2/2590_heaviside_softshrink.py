"""torch.heaviside -> F.softshrink: synthesised by warpgym synth (seed 7, index 4093, torch#2, dim 0 x4986)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.heaviside -> F.softshrink"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.heaviside(x, x1)
        x = F.softshrink(x)
        return x


def get_inputs():
    return [torch.randn(1276416, 256), torch.randn(1276416, 256)]


def get_init_inputs():
    return []
