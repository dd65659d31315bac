"""F.hardswish -> LogSoftmax: synthesised by warpgym synth (seed 7, index 2595, torch#2, dim 0 x793)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardswish -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = F.hardswish(x)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(406016, 256)]


def get_init_inputs():
    return []
