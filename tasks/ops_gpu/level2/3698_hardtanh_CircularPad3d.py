"""F.hardtanh -> CircularPad3d: synthesised by warpgym synth (seed 7, index 5793, torch#2, dim 0 x5744)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> CircularPad3d"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_1 = nn.CircularPad3d(padding=1)

    def forward(self, x):
        x = F.hardtanh(x)
        x = self.circularpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(22976, 16, 8, 8, 8)]


def get_init_inputs():
    return []
