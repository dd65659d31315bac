"""F.normalize -> F.softmax: synthesised by warpgym synth (seed 7, index 158, torch#2, dim 0 x3795)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> F.softmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.normalize(x)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(15180, 32, 32, 32)]


def get_init_inputs():
    return []
