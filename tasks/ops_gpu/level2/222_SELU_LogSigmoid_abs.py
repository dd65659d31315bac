"""SELU -> LogSigmoid -> torch.abs: synthesised by warpgym synth (seed 7, index 341, torch#3, dim 0 x5322)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> LogSigmoid -> torch.abs"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x):
        x = self.selu_0(x)
        x = self.logsigmoid_1(x)
        x = torch.abs(x)
        return x


def get_inputs():
    return [torch.randn(10644, 8, 8, 16, 16)]


def get_init_inputs():
    return []
