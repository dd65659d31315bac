"""F.softmin -> LogSoftmax: synthesised by warpgym synth (seed 7, index 5405, torch#2, dim 0 x5708)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmin -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = F.softmin(x)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(365312, 1024)]


def get_init_inputs():
    return []
