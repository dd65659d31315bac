"""F.relu6 -> CircularPad1d: synthesised by warpgym synth (seed 7, index 5357, torch#2, dim 0 x15165)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu6 -> CircularPad1d"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_1 = nn.CircularPad1d(padding=1)

    def forward(self, x):
        x = F.relu6(x)
        x = self.circularpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(1941120, 256)]


def get_init_inputs():
    return []
