"""F.sigmoid -> LogSoftmax -> torch.absolute: synthesised by warpgym synth (seed 7, index 1503, torch#3, dim 0 x798)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> LogSoftmax -> torch.absolute"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = F.sigmoid(x)
        x = self.logsoftmax_1(x)
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(3192, 32, 32, 32)]


def get_init_inputs():
    return []
