"""torch.qr -> Hardshrink: synthesised by warpgym synth (seed 7, index 5584, torch#2, dim 0 x3172)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.qr -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x):
        x = torch.qr(x)[0]
        x = self.hardshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(25376, 16, 32, 32)]


def get_init_inputs():
    return []
