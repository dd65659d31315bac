"""F.gelu -> F.softsign: synthesised by warpgym synth (seed 7, index 3481, torch#2, dim 0 x2143)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> F.softsign"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.gelu(x)
        x = F.softsign(x)
        return x


def get_inputs():
    return [torch.randn(274304, 256)]


def get_init_inputs():
    return []
