"""torch.slogdet -> CircularPad1d: synthesised by warpgym synth (seed 7, index 1711, torch#2, dim 0 x2087)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.slogdet -> CircularPad1d"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_1 = nn.CircularPad1d(padding=1)

    def forward(self, x):
        x = torch.slogdet(x)[0]
        x = self.circularpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(8348, 32, 32, 32)]


def get_init_inputs():
    return []
