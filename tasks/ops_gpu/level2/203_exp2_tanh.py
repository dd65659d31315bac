"""torch.exp2 -> F.tanh: synthesised by warpgym synth (seed 7, index 316, torch#2, dim 0 x2827)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp2 -> F.tanh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.exp2(x)
        x = F.tanh(x)
        return x


def get_inputs():
    return [torch.randn(180928, 1024)]


def get_init_inputs():
    return []
