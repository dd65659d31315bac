"""F.softshrink -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 4509, torch#2, dim 0 x8617)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = F.softshrink(x)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(34468, 16, 8, 8, 8)]


def get_init_inputs():
    return []
