"""torch.cumprod -> CELU -> Hardshrink -> Bilinear: synthesised by warpgym synth (seed 7, index 1873, torch#4, dim 0 x2928)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cumprod -> CELU -> Hardshrink -> Bilinear"""

    def __init__(self):
        super().__init__()
        self.celu_1 = nn.CELU()
        self.hardshrink_2 = nn.Hardshrink()
        self.bilinear_3 = nn.Bilinear(in1_features=8, in2_features=8, out_features=8)

    def forward(self, x, x1):
        x = torch.cumprod(x, -1)
        x = self.celu_1(x)
        x = self.hardshrink_2(x)
        x = self.bilinear_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(11712, 16, 8, 8, 8), torch.randn(11712, 16, 8, 8, 8)]


def get_init_inputs():
    return []
