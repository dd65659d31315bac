"""torch.round -> LogSoftmax: synthesised by warpgym synth (seed 7, index 807, torch#2, dim 0 x5466)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.round -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = torch.round(x)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(21864, 16, 8, 8, 8)]


def get_init_inputs():
    return []
