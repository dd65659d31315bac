"""Softplus -> F.unfold -> F.threshold -> LogSoftmax -> Hardswish: synthesised by warpgym synth (seed 7, index 5536, torch#5, dim 0 x203)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> F.unfold -> F.threshold -> LogSoftmax -> Hardswish"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()
        self.logsoftmax_3 = nn.LogSoftmax()
        self.hardswish_4 = nn.Hardswish()

    def forward(self, x):
        x = self.softplus_0(x)
        x = F.unfold(x, kernel_size=3)
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.logsoftmax_3(x)
        x = self.hardswish_4(x)
        return x


def get_inputs():
    return [torch.randn(1624, 16, 32, 32)]


def get_init_inputs():
    return []
