"""LogSoftmax -> Hardsigmoid: synthesised by warpgym synth (seed 9, index 64, torch#2, dim 0 x3837)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()
        self.hardsigmoid_1 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.logsoftmax_0(x)
        x = self.hardsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(30696, 16, 32, 32)]


def get_init_inputs():
    return []
