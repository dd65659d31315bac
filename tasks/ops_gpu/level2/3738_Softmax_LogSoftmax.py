"""Softmax -> LogSoftmax: synthesised by warpgym synth (seed 7, index 5863, torch#2, dim 0 x4355)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = self.softmax_0(x)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(278720, 1024)]


def get_init_inputs():
    return []
