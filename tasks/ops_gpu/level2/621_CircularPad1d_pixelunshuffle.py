"""CircularPad1d -> F.pixel_unshuffle: synthesised by warpgym synth (seed 7, index 993, torch#2, dim 0 x1263)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad1d -> F.pixel_unshuffle"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_0 = nn.CircularPad1d(padding=1)

    def forward(self, x):
        x = self.circularpad1d_0(x)
        x = F.pixel_unshuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(20208, 32, 256)]


def get_init_inputs():
    return []
