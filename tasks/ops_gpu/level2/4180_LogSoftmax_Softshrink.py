"""LogSoftmax -> Softshrink: synthesised by warpgym synth (seed 7, index 6565, torch#2, dim 0 x1847)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> Softshrink"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()
        self.softshrink_1 = nn.Softshrink()

    def forward(self, x):
        x = self.logsoftmax_0(x)
        x = self.softshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(14776, 256, 128)]


def get_init_inputs():
    return []
