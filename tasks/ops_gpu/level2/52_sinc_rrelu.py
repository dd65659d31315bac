"""torch.sinc -> F.rrelu: synthesised by warpgym synth (seed 7, index 73, torch#2, dim 0 x6134)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinc -> F.rrelu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sinc(x)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(12268, 8, 8, 16, 16)]


def get_init_inputs():
    return []
