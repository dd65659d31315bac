"""torch.sgn -> F.hardtanh: synthesised by warpgym synth (seed 7, index 2593, torch#2, dim 0 x1963)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sgn -> F.hardtanh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sgn(x)
        x = F.hardtanh(x)
        return x


def get_inputs():
    return [torch.randn(31408, 64, 128)]


def get_init_inputs():
    return []
