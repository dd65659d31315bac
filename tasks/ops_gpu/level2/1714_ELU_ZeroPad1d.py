"""ELU -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 2719, torch#2, dim 0 x3524)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.elu_0(x)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(56384, 32, 16, 16)]


def get_init_inputs():
    return []
