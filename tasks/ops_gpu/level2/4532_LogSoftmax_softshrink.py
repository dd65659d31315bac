"""LogSoftmax -> F.softshrink: synthesised by warpgym synth (seed 8, index 146, torch#2, dim 0 x7285)."""
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
    return [torch.randn(1864960, 256)]


def get_init_inputs():
    return []
