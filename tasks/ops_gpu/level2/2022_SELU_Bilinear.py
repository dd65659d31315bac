"""SELU -> Bilinear: synthesised by warpgym synth (seed 7, index 3191, torch#2, dim 0 x1850)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> Bilinear"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.bilinear_1 = nn.Bilinear(in1_features=16, in2_features=16, out_features=16)

    def forward(self, x, x1):
        x = self.selu_0(x)
        x = self.bilinear_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(29600, 32, 16, 16), torch.randn(29600, 32, 16, 16)]


def get_init_inputs():
    return []
