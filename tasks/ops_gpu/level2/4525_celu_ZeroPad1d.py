"""F.celu -> ZeroPad1d: synthesised by warpgym synth (seed 8, index 138, torch#2, dim 0 x3121)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.celu -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = F.celu(x)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(24968, 64, 16, 16)]


def get_init_inputs():
    return []
