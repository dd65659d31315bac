"""torch.minimum -> F.pad: synthesised by warpgym synth (seed 7, index 1784, torch#2, dim 0 x808)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.minimum -> F.pad"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.minimum(x, x1)
        x = F.pad(x, pad=[1, 1])
        return x


def get_inputs():
    return [torch.randn(6464, 16, 32, 32), torch.randn(6464, 16, 32, 32)]


def get_init_inputs():
    return []
