"""F.unfold -> CircularPad1d: synthesised by warpgym synth (seed 7, index 6431, torch#2, dim 0 x589)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.unfold -> CircularPad1d"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_1 = nn.CircularPad1d(padding=1)

    def forward(self, x):
        x = F.unfold(x, kernel_size=3)
        x = self.circularpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(4712, 64, 16, 16)]


def get_init_inputs():
    return []
