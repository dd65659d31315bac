"""CircularPad1d -> Tanh: synthesised by warpgym synth (seed 7, index 4723, torch#2, dim 0 x3902)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad1d -> Tanh"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_0 = nn.CircularPad1d(padding=1)
        self.tanh_1 = nn.Tanh()

    def forward(self, x):
        x = self.circularpad1d_0(x)
        x = self.tanh_1(x)
        return x


def get_inputs():
    return [torch.randn(1997824, 256)]


def get_init_inputs():
    return []
