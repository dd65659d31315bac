"""F.gelu -> F.hardtanh: synthesised by warpgym synth (seed 9, index 277, torch#2, dim 0 x3490)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> F.hardtanh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.gelu(x)
        x = F.hardtanh(x)
        return x


def get_inputs():
    return [torch.randn(446720, 256)]


def get_init_inputs():
    return []
