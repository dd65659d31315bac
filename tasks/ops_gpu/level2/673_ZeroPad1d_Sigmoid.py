"""ZeroPad1d -> Sigmoid: synthesised by warpgym synth (seed 7, index 1081, torch#2, dim 0 x2817)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = self.sigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(180288, 1024)]


def get_init_inputs():
    return []
