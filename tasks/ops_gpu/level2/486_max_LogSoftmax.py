"""torch.max -> LogSoftmax: synthesised by warpgym synth (seed 7, index 770, torch#2, dim 0 x2218)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.max -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x, x1):
        x = torch.max(x, x1)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(35488, 32, 16, 16), torch.randn(35488, 32, 16, 16)]


def get_init_inputs():
    return []
