"""F.avg_pool1d -> LogSoftmax: synthesised by warpgym synth (seed 7, index 5964, torch#2, dim 0 x2480)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool1d -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = F.avg_pool1d(x, 3)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(634880, 512)]


def get_init_inputs():
    return []
