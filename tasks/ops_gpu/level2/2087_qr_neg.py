"""torch.qr -> torch.neg: synthesised by warpgym synth (seed 7, index 3295, torch#2, dim 0 x4074)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.qr -> torch.neg"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.qr(x)[0]
        x = torch.neg(x)
        return x


def get_inputs():
    return [torch.randn(32592, 16, 32, 32)]


def get_init_inputs():
    return []
