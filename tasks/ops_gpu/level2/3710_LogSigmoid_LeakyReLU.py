"""LogSigmoid -> LeakyReLU: synthesised by warpgym synth (seed 7, index 5812, torch#2, dim 0 x8398)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> LeakyReLU"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.leakyrelu_1 = nn.LeakyReLU()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = self.leakyrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(33592, 16, 8, 8, 8)]


def get_init_inputs():
    return []
