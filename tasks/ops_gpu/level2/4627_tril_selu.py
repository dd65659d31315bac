"""torch.tril -> F.selu: synthesised by warpgym synth (seed 8, index 304, torch#2, dim 0 x2013)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tril -> F.selu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.tril(x)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(32208, 32, 256)]


def get_init_inputs():
    return []
