"""Hardswish -> LogSoftmax: synthesised by warpgym synth (seed 9, index 814, torch#2, dim 0 x897)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = self.hardswish_0(x)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(14352, 32, 256)]


def get_init_inputs():
    return []
