"""Flatten -> LogSigmoid: synthesised by warpgym synth (seed 7, index 5739, torch#2, dim 0 x3352)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Flatten -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.flatten_0 = nn.Flatten()
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x):
        x = self.flatten_0(x)
        x = self.logsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(26816, 16, 32, 32)]


def get_init_inputs():
    return []
