"""torch.cosh -> LogSoftmax: synthesised by warpgym synth (seed 7, index 2515, torch#2, dim 0 x637)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cosh -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = torch.cosh(x)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(20384, 128, 64)]


def get_init_inputs():
    return []
