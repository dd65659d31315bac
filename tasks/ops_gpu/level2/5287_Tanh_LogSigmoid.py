"""Tanh -> LogSigmoid: synthesised by warpgym synth (seed 10, index 32, torch#2, dim 0 x9024)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanh -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.tanh_0 = nn.Tanh()
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x):
        x = self.tanh_0(x)
        x = self.logsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(36096, 16, 8, 8, 8)]


def get_init_inputs():
    return []
