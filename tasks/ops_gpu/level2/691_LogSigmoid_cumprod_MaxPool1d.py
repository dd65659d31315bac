"""LogSigmoid -> torch.cumprod -> MaxPool1d: synthesised by warpgym synth (seed 7, index 1107, torch#3, dim 0 x821)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> torch.cumprod -> MaxPool1d"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.maxpool1d_2 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = torch.cumprod(x, -1)
        x = self.maxpool1d_2(x)
        return x


def get_inputs():
    return [torch.randn(26272, 128, 64)]


def get_init_inputs():
    return []
