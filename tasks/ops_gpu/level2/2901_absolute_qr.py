"""torch.absolute -> torch.qr: synthesised by warpgym synth (seed 7, index 4585, torch#2, dim 0 x4723)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.absolute -> torch.qr"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.absolute(x)
        x = torch.qr(x)[0]
        return x


def get_inputs():
    return [torch.randn(75568, 32, 256)]


def get_init_inputs():
    return []
