"""torch.i0 -> F.celu: synthesised by warpgym synth (seed 8, index 230, torch#2, dim 0 x8933)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.i0 -> F.celu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.i0(x)
        x = F.celu(x)
        return x


def get_inputs():
    return [torch.randn(1143424, 256)]


def get_init_inputs():
    return []
