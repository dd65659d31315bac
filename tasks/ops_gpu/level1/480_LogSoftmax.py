"""LogSoftmax: synthesised by warpgym synth (seed 8, index 329, torch#1, dim 0 x3883)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()

    def forward(self, x):
        x = self.logsoftmax_0(x)
        return x


def get_inputs():
    return [torch.randn(62128, 32, 256)]


def get_init_inputs():
    return []
