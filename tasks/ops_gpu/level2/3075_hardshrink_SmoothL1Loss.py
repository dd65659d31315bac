"""F.hardshrink -> SmoothL1Loss: synthesised by warpgym synth (seed 7, index 4211, torch#2, dim 0 x15615)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardshrink -> SmoothL1Loss"""

    def __init__(self):
        super().__init__()
        self.smoothl1loss_1 = nn.SmoothL1Loss()

    def forward(self, x, x1):
        x = F.hardshrink(x)
        x = self.smoothl1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(1998720, 256), torch.randn(1998720, 256)]


def get_init_inputs():
    return []
