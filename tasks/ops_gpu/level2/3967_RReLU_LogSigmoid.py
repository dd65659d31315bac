"""RReLU -> LogSigmoid: synthesised by warpgym synth (seed 7, index 6244, torch#2, dim 0 x1848)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x):
        x = self.rrelu_0(x)
        x = self.logsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(14784, 256, 128)]


def get_init_inputs():
    return []
