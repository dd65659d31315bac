"""torch.renorm -> torch.slogdet: synthesised by warpgym synth (seed 7, index 1327, torch#2, dim 0 x1024)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.renorm -> torch.slogdet"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.renorm(x, 0.5, -1, 0.5)
        x = torch.slogdet(x)[0]
        return x


def get_inputs():
    return [torch.randn(16384, 32, 16, 16)]


def get_init_inputs():
    return []
