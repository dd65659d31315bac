"""LogSoftmax -> LogSoftmax: synthesised by warpgym synth (seed 8, index 414, torch#2, dim 0 x7622)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = self.logsoftmax_0(x)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(1951232, 256)]


def get_init_inputs():
    return []
