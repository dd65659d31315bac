"""torch.arctan2 -> LogSoftmax: synthesised by warpgym synth (seed 7, index 5829, torch#2, dim 0 x9960)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan2 -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x, x1):
        x = torch.arctan2(x, x1)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(39840, 16, 8, 8, 8), torch.randn(39840, 16, 8, 8, 8)]


def get_init_inputs():
    return []
