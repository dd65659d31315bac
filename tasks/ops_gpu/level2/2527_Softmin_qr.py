"""Softmin -> torch.qr: synthesised by warpgym synth (seed 7, index 4007, torch#2, dim 0 x2783)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> torch.qr"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()

    def forward(self, x):
        x = self.softmin_0(x)
        x = torch.qr(x)[0]
        return x


def get_inputs():
    return [torch.randn(44528, 64, 128)]


def get_init_inputs():
    return []
