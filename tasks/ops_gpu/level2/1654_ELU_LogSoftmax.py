"""ELU -> LogSoftmax: synthesised by warpgym synth (seed 7, index 2624, torch#2, dim 0 x16265)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = self.elu_0(x)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(65060, 16, 8, 8, 8)]


def get_init_inputs():
    return []
