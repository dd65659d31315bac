"""CircularPad1d -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 1625, torch#2, dim 0 x7440)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad1d -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_0 = nn.CircularPad1d(padding=1)
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.circularpad1d_0(x)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(1904640, 256)]


def get_init_inputs():
    return []
