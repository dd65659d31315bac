"""torch.transpose -> F.selu: synthesised by warpgym synth (seed 7, index 4394, torch#2, dim 0 x3637)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.transpose -> F.selu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.transpose(x, -1, -2)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(58192, 64, 128)]


def get_init_inputs():
    return []
