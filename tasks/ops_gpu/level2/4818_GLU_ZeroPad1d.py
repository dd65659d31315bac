"""GLU -> ZeroPad1d: synthesised by warpgym synth (seed 9, index 140, torch#2, dim 0 x2745)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.glu_0(x)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(43920, 32, 16, 16)]


def get_init_inputs():
    return []
