"""F.mish -> F.softmax: synthesised by warpgym synth (seed 7, index 4035, torch#2, dim 0 x1761)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> F.softmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.mish(x)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(56352, 128, 64)]


def get_init_inputs():
    return []
