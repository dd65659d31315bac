"""GLU -> LogSoftmax: synthesised by warpgym synth (seed 7, index 1674, torch#2, dim 0 x8345)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = self.glu_0(x)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(33380, 16, 8, 8, 8)]


def get_init_inputs():
    return []
