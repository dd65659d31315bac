"""F.pad -> LogSigmoid: synthesised by warpgym synth (seed 10, index 108, torch#2, dim 0 x1025)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x):
        x = F.pad(x, pad=[1, 1])
        x = self.logsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(8200, 64, 16, 16)]


def get_init_inputs():
    return []
