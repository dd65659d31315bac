"""F.relu -> LogSigmoid: synthesised by warpgym synth (seed 7, index 521, torch#2, dim 0 x3437)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x):
        x = F.relu(x)
        x = self.logsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(54992, 64, 128)]


def get_init_inputs():
    return []
