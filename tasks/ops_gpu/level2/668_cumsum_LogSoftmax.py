"""torch.cumsum -> LogSoftmax: synthesised by warpgym synth (seed 7, index 1073, torch#2, dim 0 x1085)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cumsum -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = torch.cumsum(x, -1)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(34720, 128, 64)]


def get_init_inputs():
    return []
