"""ZeroPad1d -> LocalResponseNorm: synthesised by warpgym synth (seed 7, index 3020, torch#2, dim 0 x195)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = self.localresponsenorm_1(x)
        return x


def get_inputs():
    return [torch.randn(3120, 64, 128)]


def get_init_inputs():
    return []
