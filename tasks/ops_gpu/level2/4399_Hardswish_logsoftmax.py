"""Hardswish -> F.log_softmax: synthesised by warpgym synth (seed 7, index 6913, torch#2, dim 0 x1218)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> F.log_softmax"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()

    def forward(self, x):
        x = self.hardswish_0(x)
        x = F.log_softmax(x)
        return x


def get_inputs():
    return [torch.randn(311808, 512)]


def get_init_inputs():
    return []
