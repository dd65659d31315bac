"""ZeroPad1d: synthesised by warpgym synth (seed 7, index 5765, torch#1, dim 0 x8950)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.zeropad1d_0(x)
        return x


def get_inputs():
    return [torch.randn(17900, 8, 8, 16, 16)]


def get_init_inputs():
    return []
