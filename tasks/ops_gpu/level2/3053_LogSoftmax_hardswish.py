"""LogSoftmax -> F.hardswish: synthesised by warpgym synth (seed 7, index 4827, torch#2, dim 0 x2884)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> F.hardswish"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()

    def forward(self, x):
        x = self.logsoftmax_0(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(11536, 16, 8, 8, 8)]


def get_init_inputs():
    return []
