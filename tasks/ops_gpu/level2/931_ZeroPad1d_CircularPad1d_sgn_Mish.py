"""ZeroPad1d -> CircularPad1d -> torch.sgn -> Mish: synthesised by warpgym synth (seed 7, index 1510, torch#4, dim 0 x435)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> CircularPad1d -> torch.sgn -> Mish"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.circularpad1d_1 = nn.CircularPad1d(padding=1)
        self.mish_3 = nn.Mish()

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = self.circularpad1d_1(x)
        x = torch.sgn(x)
        x = self.mish_3(x)
        return x


def get_inputs():
    return [torch.randn(3480, 256, 128)]


def get_init_inputs():
    return []
