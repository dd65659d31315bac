"""LogSoftmax -> F.linear: synthesised by warpgym synth (seed 9, index 558, torch#2, dim 0 x47)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> F.linear"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()

    def forward(self, x, x1):
        x = self.logsoftmax_0(x)
        x = F.linear(x, x1)
        return x


def get_inputs():
    return [torch.randn(24064, 256), torch.randn(24064, 256)]


def get_init_inputs():
    return []
