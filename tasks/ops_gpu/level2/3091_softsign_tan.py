"""F.softsign -> torch.tan: synthesised by warpgym synth (seed 7, index 4886, torch#2, dim 0 x5464)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> torch.tan"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softsign(x)
        x = torch.tan(x)
        return x


def get_inputs():
    return [torch.randn(1398784, 256)]


def get_init_inputs():
    return []
