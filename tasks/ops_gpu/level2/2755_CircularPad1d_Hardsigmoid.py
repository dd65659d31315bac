"""CircularPad1d -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 4352, torch#2, dim 0 x3045)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad1d -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_0 = nn.CircularPad1d(padding=1)
        self.hardsigmoid_1 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.circularpad1d_0(x)
        x = self.hardsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(194880, 1024)]


def get_init_inputs():
    return []
