"""torch.reciprocal -> F.sigmoid: synthesised by warpgym synth (seed 7, index 2710, torch#2, dim 0 x3865)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.reciprocal -> F.sigmoid"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.reciprocal(x)
        x = F.sigmoid(x)
        return x


def get_inputs():
    return [torch.randn(15460, 32, 32, 32)]


def get_init_inputs():
    return []
