"""ZeroPad1d -> GELU: synthesised by warpgym synth (seed 7, index 5260, torch#2, dim 0 x3770)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> GELU"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.gelu_1 = nn.GELU()

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = self.gelu_1(x)
        return x


def get_inputs():
    return [torch.randn(30160, 16, 32, 32)]


def get_init_inputs():
    return []
