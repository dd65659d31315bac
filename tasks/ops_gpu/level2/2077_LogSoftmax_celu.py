"""LogSoftmax -> F.celu: synthesised by warpgym synth (seed 7, index 3275, torch#2, dim 0 x1276)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> F.celu"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()

    def forward(self, x):
        x = self.logsoftmax_0(x)
        x = F.celu(x)
        return x


def get_inputs():
    return [torch.randn(653312, 256)]


def get_init_inputs():
    return []
