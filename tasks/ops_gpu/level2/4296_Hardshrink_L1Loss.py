"""Hardshrink -> L1Loss: synthesised by warpgym synth (seed 7, index 5854, torch#2, dim 0 x1451)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.l1loss_1 = nn.L1Loss()

    def forward(self, x, x1):
        x = self.hardshrink_0(x)
        x = self.l1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(46432, 128, 64), torch.randn(46432, 128, 64)]


def get_init_inputs():
    return []
