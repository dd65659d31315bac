"""torch.rot90 -> F.sigmoid: synthesised by warpgym synth (seed 7, index 3542, torch#2, dim 0 x3834)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rot90 -> F.sigmoid"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.rot90(x)
        x = F.sigmoid(x)
        return x


def get_inputs():
    return [torch.randn(61344, 32, 16, 16)]


def get_init_inputs():
    return []
