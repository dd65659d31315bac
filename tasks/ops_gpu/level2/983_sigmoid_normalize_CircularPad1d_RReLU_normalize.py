"""F.sigmoid -> F.normalize -> CircularPad1d -> RReLU -> F.normalize: synthesised by warpgym synth (seed 7, index 1601, torch#5, dim 0 x174)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> F.normalize -> CircularPad1d -> RReLU -> F.normalize"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_2 = nn.CircularPad1d(padding=1)
        self.rrelu_3 = nn.RReLU()

    def forward(self, x):
        x = F.sigmoid(x)
        x = F.normalize(x)
        x = self.circularpad1d_2(x)
        x = self.rrelu_3(x)
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(44544, 512)]


def get_init_inputs():
    return []
