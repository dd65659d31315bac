"""F.rrelu -> torch.qr: synthesised by warpgym synth (seed 7, index 6063, torch#2, dim 0 x1930)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> torch.qr"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.rrelu(x)
        x = torch.qr(x)[0]
        return x


def get_inputs():
    return [torch.randn(30880, 32, 16, 16)]


def get_init_inputs():
    return []
