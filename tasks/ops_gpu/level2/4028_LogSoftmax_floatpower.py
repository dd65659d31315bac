"""LogSoftmax -> torch.float_power: synthesised by warpgym synth (seed 7, index 6331, torch#2, dim 0 x1381)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> torch.float_power"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()

    def forward(self, x):
        x = self.logsoftmax_0(x)
        x = torch.float_power(x, 2.0)
        return x


def get_inputs():
    return [torch.randn(176768, 256)]


def get_init_inputs():
    return []
