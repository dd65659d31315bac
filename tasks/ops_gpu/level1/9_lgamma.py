"""torch.lgamma: synthesised by warpgym synth (seed 7, index 136, torch#1, dim 0 x1880)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lgamma"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.lgamma(x)
        return x


def get_inputs():
    return [torch.randn(7520, 32, 32, 32)]


def get_init_inputs():
    return []
