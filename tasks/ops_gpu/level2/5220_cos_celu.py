"""torch.cos -> F.celu: synthesised by warpgym synth (seed 9, index 759, torch#2, dim 0 x6988)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cos -> F.celu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cos(x)
        x = F.celu(x)
        return x


def get_inputs():
    return [torch.randn(1788928, 256)]


def get_init_inputs():
    return []
