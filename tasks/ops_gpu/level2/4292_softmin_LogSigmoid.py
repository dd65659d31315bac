"""F.softmin -> LogSigmoid: synthesised by warpgym synth (seed 7, index 6745, torch#2, dim 0 x712)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmin -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x):
        x = F.softmin(x)
        x = self.logsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(2848, 32, 32, 32)]


def get_init_inputs():
    return []
