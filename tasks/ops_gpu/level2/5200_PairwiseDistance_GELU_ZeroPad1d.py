"""PairwiseDistance -> GELU -> ZeroPad1d: synthesised by warpgym synth (seed 9, index 733, torch#3, dim 0 x808)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PairwiseDistance -> GELU -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()
        self.gelu_1 = nn.GELU()
        self.zeropad1d_2 = nn.ZeroPad1d(padding=1)

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        x = self.gelu_1(x)
        x = self.zeropad1d_2(x)
        return x


def get_inputs():
    return [torch.randn(3232, 32, 32, 32), torch.randn(3232, 32, 32, 32)]


def get_init_inputs():
    return []
