"""ZeroPad1d -> SmoothL1Loss: synthesised by warpgym synth (seed 7, index 5240, torch#2, dim 0 x3178)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> SmoothL1Loss"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.smoothl1loss_1 = nn.SmoothL1Loss()

    def forward(self, x, x1):
        x = self.zeropad1d_0(x)
        x = self.smoothl1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(50848, 64, 128), torch.randn(50848, 64, 130)]


def get_init_inputs():
    return []
