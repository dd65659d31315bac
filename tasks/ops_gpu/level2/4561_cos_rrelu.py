"""torch.cos -> F.rrelu: synthesised by warpgym synth (seed 8, index 195, torch#2, dim 0 x1192)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cos -> F.rrelu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cos(x)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(19072, 32, 16, 16)]


def get_init_inputs():
    return []
