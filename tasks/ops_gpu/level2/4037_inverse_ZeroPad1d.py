"""torch.inverse -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 6350, torch#2, dim 0 x6350)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.inverse -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = torch.inverse(x)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(12700, 8, 8, 16, 16)]


def get_init_inputs():
    return []
