"""torch.qr -> torch.arcsinh: synthesised by warpgym synth (seed 9, index 616, torch#2, dim 0 x1853)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.qr -> torch.arcsinh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.qr(x)[0]
        x = torch.arcsinh(x)
        return x


def get_inputs():
    return [torch.randn(29648, 32, 256)]


def get_init_inputs():
    return []
