"""torch.negative -> F.rrelu: synthesised by warpgym synth (seed 7, index 2505, torch#2, dim 0 x3565)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.negative -> F.rrelu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.negative(x)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(28520, 16, 32, 32)]


def get_init_inputs():
    return []
