"""Linear -> LogSigmoid: synthesised by warpgym synth (seed 9, index 322, torch#2, dim 0 x505)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=256, out_features=256)
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x):
        x = self.linear_0(x)
        x = self.logsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(258560, 256)]


def get_init_inputs():
    return []
