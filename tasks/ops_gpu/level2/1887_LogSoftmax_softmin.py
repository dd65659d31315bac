"""LogSoftmax -> F.softmin: synthesised by warpgym synth (seed 7, index 2990, torch#2, dim 0 x1095)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> F.softmin"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()

    def forward(self, x):
        x = self.logsoftmax_0(x)
        x = F.softmin(x)
        return x


def get_inputs():
    return [torch.randn(8760, 256, 128)]


def get_init_inputs():
    return []
