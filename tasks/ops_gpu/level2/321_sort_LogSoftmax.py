"""torch.sort -> LogSoftmax: synthesised by warpgym synth (seed 7, index 486, torch#2, dim 0 x3939)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sort -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = torch.sort(x)[0]
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(1008384, 512)]


def get_init_inputs():
    return []
