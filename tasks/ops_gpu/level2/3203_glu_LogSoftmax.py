"""F.glu -> LogSoftmax: synthesised by warpgym synth (seed 7, index 5043, torch#2, dim 0 x2160)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = F.glu(x)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(34560, 32, 16, 16)]


def get_init_inputs():
    return []
