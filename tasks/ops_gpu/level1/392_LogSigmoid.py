"""LogSigmoid: synthesised by warpgym synth (seed 7, index 5842, torch#1, dim 0 x2012)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        return x


def get_inputs():
    return [torch.randn(16096, 256, 128)]


def get_init_inputs():
    return []
