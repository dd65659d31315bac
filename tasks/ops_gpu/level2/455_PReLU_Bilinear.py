"""PReLU -> Bilinear: synthesised by warpgym synth (seed 7, index 723, torch#2, dim 0 x7329)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> Bilinear"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()
        self.bilinear_1 = nn.Bilinear(in1_features=8, in2_features=8, out_features=8)

    def forward(self, x, x1):
        x = self.prelu_0(x)
        x = self.bilinear_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(29316, 16, 8, 8, 8), torch.randn(29316, 16, 8, 8, 8)]


def get_init_inputs():
    return []
