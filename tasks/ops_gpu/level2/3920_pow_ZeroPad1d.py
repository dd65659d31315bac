"""torch.pow -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 6174, torch#2, dim 0 x797)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.pow -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = torch.pow(x, 2.0)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(12752, 32, 16, 16)]


def get_init_inputs():
    return []
