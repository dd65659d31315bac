"""F.elu -> torch.lgamma: synthesised by warpgym synth (seed 7, index 842, torch#2, dim 0 x3841)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.elu -> torch.lgamma"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.elu(x)
        x = torch.lgamma(x)
        return x


def get_inputs():
    return [torch.randn(30728, 64, 16, 16)]


def get_init_inputs():
    return []
