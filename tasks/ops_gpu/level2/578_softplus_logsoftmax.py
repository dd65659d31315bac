"""F.softplus -> F.log_softmax: synthesised by warpgym synth (seed 7, index 934, torch#2, dim 0 x7197)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softplus -> F.log_softmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softplus(x)
        x = F.log_softmax(x)
        return x


def get_inputs():
    return [torch.randn(1842432, 256)]


def get_init_inputs():
    return []
