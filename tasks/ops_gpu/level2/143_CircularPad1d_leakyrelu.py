"""CircularPad1d -> F.leaky_relu: synthesised by warpgym synth (seed 7, index 222, torch#2, dim 0 x4904)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad1d -> F.leaky_relu"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_0 = nn.CircularPad1d(padding=1)

    def forward(self, x):
        x = self.circularpad1d_0(x)
        x = F.leaky_relu(x)
        return x


def get_inputs():
    return [torch.randn(1255424, 256)]


def get_init_inputs():
    return []
