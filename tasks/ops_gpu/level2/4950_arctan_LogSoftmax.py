"""torch.arctan -> LogSoftmax: synthesised by warpgym synth (seed 9, index 357, torch#2, dim 0 x6670)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = torch.arctan(x)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(426880, 1024)]


def get_init_inputs():
    return []
