"""Sigmoid -> torch.qr: synthesised by warpgym synth (seed 7, index 4528, torch#2, dim 0 x3444)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> torch.qr"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = torch.qr(x)[0]
        return x


def get_inputs():
    return [torch.randn(13776, 32, 32, 32)]


def get_init_inputs():
    return []
