"""torch.cumprod -> LogSoftmax: synthesised by warpgym synth (seed 7, index 5516, torch#2, dim 0 x2237)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cumprod -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = torch.cumprod(x, -1)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(17896, 16, 32, 32)]


def get_init_inputs():
    return []
