"""LogSoftmax -> F.softshrink: synthesised by warpgym synth (seed 7, index 1626, torch#2, dim 0 x3736)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> F.softshrink"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()

    def forward(self, x):
        x = self.logsoftmax_0(x)
        x = F.softshrink(x)
        return x


def get_inputs():
    return [torch.randn(59776, 32, 16, 16)]


def get_init_inputs():
    return []
