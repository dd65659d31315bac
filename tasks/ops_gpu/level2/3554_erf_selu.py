"""torch.erf -> F.selu: synthesised by warpgym synth (seed 7, index 5581, torch#2, dim 0 x1421)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.erf -> F.selu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.erf(x)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(11368, 64, 16, 16)]


def get_init_inputs():
    return []
